import { BadRequestException, Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { isValidObjectId } from 'mongoose';
import { assertSelfOrAdmin, CurrentUser, type AuthUser } from '@exam/auth';
import { GetUserByIdQuery } from './get-user-by-id.query';
import { USER_PROFILE } from './user-profile.answer-schema';

@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class GetUserByIdController {
  constructor(private readonly queries: QueryBus) {}

  @Get('getuserbyid/:userId')
  @ApiOperation({
    summary: "The learner's profile: user data, subscriptions, purchase orders, referral code, quizzes",
  })
  @ApiOkResponse({ schema: USER_PROFILE })
  get(@Param('userId') userId: string, @CurrentUser() caller: AuthUser) {
    if (!isValidObjectId(userId)) throw new BadRequestException('Invalid user id');
    assertSelfOrAdmin(caller, userId, 'You can only view your own profile.');
    return this.queries.execute(new GetUserByIdQuery(userId));
  }
}

import { BadRequestException, Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { isMongoId } from 'class-validator';
import { assertSelfOrAdmin, CurrentUser, type AuthUser } from '@exam/auth';
import { answerSchema } from '@exam/common';
import { GetDashboardQuery } from './get-dashboard.query';

const ENTRY = answerSchema({
  _id: { type: 'string' },
  division: { type: 'string' },
  subject: { type: 'string' },
});
const IDS = { type: 'array', items: { type: 'string' } } as const;

@ApiTags('attempts')
@ApiBearerAuth()
@Controller('users')
export class GetDashboardController {
  constructor(private readonly queries: QueryBus) {}

  @Get('dashboardgetuserbyid/:userId')
  @ApiOperation({
    summary:
      'Dashboard data: published quizzes and Kye Bye quizzes, and what the learner attempted and completed',
  })
  @ApiOkResponse({
    schema: answerSchema({
      quizs: { type: 'array', items: ENTRY },
      kyebyequizzes: { type: 'array', items: ENTRY },
      attemptedquizs: IDS,
      attemptedkyebyequizzes: IDS,
      completedquizs: IDS,
      completedkyebyequizzes: IDS,
    }),
  })
  get(@Param('userId') userId: string, @CurrentUser() caller: AuthUser) {
    if (!isMongoId(userId)) throw new BadRequestException('Invalid user id');
    assertSelfOrAdmin(caller, userId, 'You can only view your own dashboard.');
    return this.queries.execute(new GetDashboardQuery(userId));
  }
}

import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { answerSchema } from '@exam/common';
import { IsNotEmpty, IsString } from 'class-validator';
import { assertSelfOrAdmin, CurrentUser, type AuthUser } from '@exam/auth';
import { VerifyBrowserIdQuery } from './verify-browser-id.query';

export class VerifyBrowserIdRequestDto {
  @ApiProperty() @IsString() @IsNotEmpty() userId!: string;
  @ApiProperty() @IsString() @IsNotEmpty() uniqueBrowserId!: string;
}

@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class VerifyBrowserIdController {
  constructor(private readonly queries: QueryBus) {}

  @Post('verifyBrowserId')
  @HttpCode(200)
  @ApiOperation({ summary: "Whether this browser holds the user's live session" })
  @ApiOkResponse({ schema: answerSchema({ match: { type: 'boolean' } }) })
  async verify(
    @Body() body: VerifyBrowserIdRequestDto,
    @CurrentUser() caller: AuthUser,
  ): Promise<{ match: boolean }> {
    assertSelfOrAdmin(caller, body.userId);
    return this.queries.execute(new VerifyBrowserIdQuery(body.userId, body.uniqueBrowserId));
  }
}

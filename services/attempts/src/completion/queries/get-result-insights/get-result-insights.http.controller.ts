import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@exam/auth';
import { RESULT_INSIGHTS } from '../../http/result-insights.answer-schema';
import { GetResultInsightsQuery } from './get-result-insights.query';

@ApiTags('attempts')
@ApiBearerAuth()
@Controller('attempts')
export class GetResultInsightsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('insights/:attemptId')
  @ApiOperation({
    summary:
      "A result's accuracy per confidence tag, the answers where confidence and correctness disagree, and the negative-marking what-if (computed on the server)",
  })
  @ApiOkResponse({ schema: RESULT_INSIGHTS })
  get(@Param('attemptId') attemptId: string, @CurrentUser() caller: AuthUser) {
    return this.queries.execute(
      new GetResultInsightsQuery(caller.userId, attemptId, caller.role === 'admin'),
    );
  }
}

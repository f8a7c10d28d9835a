import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@exam/auth';
import { LEARNER_REPORT } from '../../http/learner-report.answer-schema';
import { ListMyReportsQuery } from './list-my-reports.query';

/** 'My reports' on the learner's dashboard. */
@ApiTags('reports')
@ApiBearerAuth()
@Controller('reports')
export class MyReportsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('mine')
  @ApiOperation({
    summary:
      "The signed-in learner's reports, newest first: status (open, accepted, rejected), the editor's reply",
  })
  @ApiOkResponse({ schema: { type: 'array', items: LEARNER_REPORT } })
  mine(@CurrentUser() user: AuthUser) {
    return this.queries.execute(new ListMyReportsQuery(user.userId));
  }
}

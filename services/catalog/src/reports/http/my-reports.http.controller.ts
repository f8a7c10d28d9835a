import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@exam/auth';
import { LEARNER_REPORT } from './learner-report.answer-schema';
import { toLearnerReportView } from '../learner-report.view';
import { LearnerReportsReadModel } from '../persistence/learner-reports.read-model';

/** 'My reports' on the learner's dashboard. */
@ApiTags('reports')
@ApiBearerAuth()
@Controller('reports')
export class MyReportsController {
  constructor(private readonly model: LearnerReportsReadModel) {}

  @Get('mine')
  @ApiOperation({
    summary:
      "The signed-in learner's reports, newest first: status (open, accepted, rejected), the editor's reply",
  })
  @ApiOkResponse({ schema: { type: 'array', items: LEARNER_REPORT } })
  async mine(@CurrentUser() user: AuthUser) {
    return (await this.model.mine(user.userId)).map(toLearnerReportView);
  }
}

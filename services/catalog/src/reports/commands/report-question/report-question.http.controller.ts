import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@exam/auth';
import { LEARNER_REPORT } from '../../http/learner-report.answer-schema';
import { ReportQuestionCommand } from './report-question.command';
import { ReportQuestionRequestDto } from './report-question.request.dto';

@ApiTags('reports')
@ApiBearerAuth()
@Controller('reports')
export class ReportQuestionController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @ApiCreatedResponse({ description: 'The report, open, as My reports shows it.', schema: LEARNER_REPORT })
  @ApiTooManyRequestsResponse({ description: 'Report limit reached: too many reports in ten minutes.' })
  @ApiOperation({
    summary:
      "Report a problem with a question (reason, optional comment up to 500 characters); 409 when the learner's report of it for that reason is still open, 429 on a burst",
  })
  report(@Body() body: ReportQuestionRequestDto, @CurrentUser() user: AuthUser) {
    return this.commands.execute(
      new ReportQuestionCommand(
        user.userId,
        user.role,
        body.kind ?? 'quiz',
        body.quizId,
        body.questionIndex,
        body.reason,
        body.comment ?? '',
      ),
    );
  }
}

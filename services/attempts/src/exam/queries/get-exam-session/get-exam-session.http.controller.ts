import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@exam/auth';
import { examQuizId, SESSION_SCHEMA } from '../../http/exam-http';
import { GetExamSessionQuery } from './get-exam-session.query';

@ApiTags('exams')
@ApiBearerAuth()
@Controller('exams')
export class GetExamSessionController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':quizId/session')
  @ApiOperation({
    summary: "The learner's exam session: its deadline, the server's clock and every saved response",
    description: 'What a reload or a second device resumes from.',
  })
  @ApiOkResponse({ schema: SESSION_SCHEMA })
  @ApiNotFoundResponse({ description: 'The learner has not started this exam.' })
  get(@Param('quizId') quizId: string, @CurrentUser() caller: AuthUser) {
    return this.queries.execute(new GetExamSessionQuery(caller.userId, examQuizId(quizId)));
  }
}

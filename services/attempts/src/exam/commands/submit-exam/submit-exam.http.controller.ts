import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@exam/auth';
import { ArrivedAt } from '@exam/common';
import { examQuizId, SESSION_SCHEMA } from '../../http/exam-http';
import { SubmitExamCommand } from './submit-exam.command';
import { SubmitExamRequestDto } from './submit-exam.request.dto';

@ApiTags('exams')
@ApiBearerAuth()
@Controller('exams')
export class SubmitExamController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':quizId/submit')
  @HttpCode(200)
  @ApiOperation({
    summary: "Submit the learner's exam session with the responses saved so far",
    description:
      "Scored on the server with the quiz's marks and negative marks. Submitting again answers the session as " +
      'submitted. A session never submitted is submitted by the server at its deadline (auto).',
  })
  @ApiOkResponse({ schema: SESSION_SCHEMA })
  submit(
    @Param('quizId') quizId: string,
    @Body() body: SubmitExamRequestDto,
    @CurrentUser() caller: AuthUser,
    @ArrivedAt() arrivedAt: Date,
  ) {
    return this.commands.execute(
      new SubmitExamCommand(caller.userId, examQuizId(quizId), body.atZero === true, arrivedAt),
    );
  }
}

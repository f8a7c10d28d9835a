import type { QuizKind } from '@exam/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { assertSelfOrAdmin, CurrentUser, type AuthUser } from '@exam/auth';
import { learnerContextOf } from '../../../shared/http/learner-quiz.request.dto';
import { ATTEMPT_RESULT } from '../../http/attempt-result.answer-schema';
import { CompleteQuizCommand } from './complete-quiz.command';
import { CompleteQuizRequestDto } from './complete-quiz.request.dto';

const DESCRIPTION =
  'The server scores `answers` with its own answer key, marks and negative marks; counts sent by the app are ignored. ' +
  'The first completion of a quiz by a learner is the ranked one (percentile); retakes are recorded but not ranked. ' +
  'The same attemptId sent again is recorded once and answered the same; an attemptId of another learner or quiz is a 409.';

const RESULT = { schema: ATTEMPT_RESULT };

@ApiTags('attempts')
@ApiBearerAuth()
@Controller('users')
export class CompleteQuizController {
  constructor(private readonly commands: CommandBus) {}

  @Post('completequiz')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Submit a quiz: the server scores it and records the completion',
    description: DESCRIPTION,
  })
  @ApiOkResponse({ description: "The server's result", ...RESULT })
  completeQuiz(@Body() body: CompleteQuizRequestDto, @CurrentUser() caller: AuthUser) {
    return this.complete('quiz', body, caller);
  }

  @Post('completekyebyequiz')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Submit a Kye Bye quiz: the server scores it and records the completion',
    description: DESCRIPTION,
  })
  @ApiOkResponse({ description: "The server's result", ...RESULT })
  completeKyeByeQuiz(@Body() body: CompleteQuizRequestDto, @CurrentUser() caller: AuthUser) {
    return this.complete('kyebye', body, caller);
  }

  private complete(kind: QuizKind, body: CompleteQuizRequestDto, caller: AuthUser) {
    assertSelfOrAdmin(caller, body.userId);
    return this.commands.execute(
      new CompleteQuizCommand({
        kind,
        userId: body.userId,
        quizId: body.quizId,
        attemptId: body.attemptId,
        answers: body.answers.map((a) => a.option),
        confidence: body.answers.map((a) => a.confidence ?? null),
        startedAt: body.quizStartTime ? new Date(body.quizStartTime) : null,
        endedAt: body.quizEndTime ? new Date(body.quizEndTime) : null,
        learner: learnerContextOf(body),
        actorId: caller.userId,
        actorRole: caller.role,
      }),
    );
  }
}

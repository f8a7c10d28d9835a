import type { QuizKind } from '@exam/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { assertSelfOrAdmin, CurrentUser, type AuthUser } from '@exam/auth';
import { isExit, learnerContextOf } from '../../../shared/http/learner-quiz.request.dto';
import { RecordAttemptCommand } from './record-attempt.command';
import { RecordAttemptRequestDto } from './record-attempt.request.dto';

const DESCRIPTION =
  'Recorded on start for Udbodh, Bauddha Dakshata and Abhyudaya when the quiz is neither attempted nor completed, ' +
  'and on exit (the app then adds country, state and city); an attempt already recorded is updated. ' +
  'Answers `status`: recorded, updated or ignored. Counts in the payload are ignored.';

@ApiTags('attempts')
@ApiBearerAuth()
@Controller('users')
export class RecordAttemptController {
  constructor(private readonly commands: CommandBus) {}

  @Post('attemptquiz')
  @HttpCode(200)
  @ApiOperation({ summary: 'Record or update an unsubmitted attempt at a quiz', description: DESCRIPTION })
  attemptQuiz(@Body() body: RecordAttemptRequestDto, @CurrentUser() caller: AuthUser) {
    return this.record('quiz', body, caller);
  }

  @Post('attemptkyebyequiz')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Record or update an unsubmitted attempt at a Kye Bye quiz (on exit)',
    description: DESCRIPTION,
  })
  attemptKyeByeQuiz(@Body() body: RecordAttemptRequestDto, @CurrentUser() caller: AuthUser) {
    return this.record('kyebye', body, caller);
  }

  private record(kind: QuizKind, body: RecordAttemptRequestDto, caller: AuthUser) {
    assertSelfOrAdmin(caller, body.userId);
    const input = {
      userId: body.userId,
      quizId: body.quizId,
      isExit: isExit(body),
      learner: learnerContextOf(body),
      actorRole: caller.role,
    };
    return this.commands.execute(new RecordAttemptCommand(kind, input, caller.userId));
  }
}

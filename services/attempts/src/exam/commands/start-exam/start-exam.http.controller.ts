import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@exam/auth';
import { examQuizId, SESSION_SCHEMA } from '../../http/exam-http';
import { StartExamCommand } from './start-exam.command';
import { StartExamRequestDto } from './start-exam.request.dto';

@ApiTags('exams')
@ApiBearerAuth()
@Controller('exams')
export class StartExamController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':quizId/start')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Begin an exam: opens the learner's one session with the server's deadline, or answers the one they have",
    description:
      "The deadline is start + the exam's duration, and for a live mock no later than its close. The app counts " +
      'down from deadline − serverNow, so a reload, another device or a wrong clock never gives extra time.',
  })
  @ApiOkResponse({ schema: SESSION_SCHEMA })
  @ApiConflictResponse({
    description:
      "Not an exam (reason 'practice'), a live mock not open yet (reason 'live_upcoming', with opensAt) or closed (reason 'live_closed': practise it, unranked)",
  })
  start(@Param('quizId') quizId: string, @Body() body: StartExamRequestDto, @CurrentUser() caller: AuthUser) {
    return this.commands.execute(
      new StartExamCommand({
        userId: caller.userId,
        quizId: examQuizId(quizId),
        displayName: body.displayName,
        actorRole: caller.role,
      }),
    );
  }
}

import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@exam/auth';
import { QuizParamDto } from '../../http/quiz-param.dto';
import { KEY_STATUS, MY_CHALLENGE } from '../../http/key-challenge.answer-schemas';
import { GetKeyStatusQuery } from '../../queries/get-key-status/get-key-status.query';
import { ChallengeKeyCommand } from './challenge-key.command';
import { ChallengeKeyRequestDto } from './challenge-key.request.dto';

/** A candidate's side of a live mock's answer-key challenge window (issue 33). */
@ApiTags('key-challenges')
@ApiBearerAuth()
@Controller('key-challenges')
export class ChallengeKeyController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get(':quizId')
  @ApiOperation({
    summary:
      "A live mock's key stage (withheld, provisional, final), its challenge window, what the final key changed and dropped, and the learner's own challenges",
  })
  @ApiOkResponse({ schema: KEY_STATUS })
  keyStatus(@Param() { quizId }: QuizParamDto, @CurrentUser() user: AuthUser) {
    return this.queries.execute(new GetKeyStatusQuery(quizId, user.userId));
  }

  @Post(':quizId')
  @ApiOperation({
    summary:
      "Challenge a question of a live mock's provisional key (reason, optional explanation): candidates only (403), within the window (409 before the close, after its end or once the final key is out)",
  })
  @ApiCreatedResponse({
    description: 'The challenge, as kept (a second one of a question replaces the first)',
    schema: MY_CHALLENGE,
  })
  challenge(
    @Param() { quizId }: QuizParamDto,
    @Body() body: ChallengeKeyRequestDto,
    @CurrentUser() user: AuthUser,
  ) {
    return this.commands.execute(
      new ChallengeKeyCommand(user.userId, quizId, body.questionIndex, body.reason, body.explanation ?? ''),
    );
  }
}

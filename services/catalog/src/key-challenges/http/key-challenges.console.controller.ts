import { Body, Controller, Get, Param, ParseIntPipe, Post, Put, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Roles, type AuthUser } from '@exam/auth';
import { setListHeaders } from '@exam/common';
import { PublishFinalKeyCommand } from '../commands/publish-final-key/publish-final-key.command';
import {
  ResolveKeyQuestionCommand,
  SetChallengeWindowCommand,
} from '../commands/resolve-key/resolve-key.commands';
import {
  ChallengeWindowRequestDto,
  ResolveKeyQuestionRequestDto,
} from '../commands/resolve-key/resolve-key.request.dto';
import { KEY_CHALLENGE_DETAIL, KEY_CHALLENGE_ROW } from './key-challenge.answer-schemas';
import { QuizParamDto } from './quiz-param.dto';
import { GetKeyChallengeQuery } from '../queries/get-key-challenge/get-key-challenge.query';
import { ListKeyChallengesQuery } from '../queries/list-key-challenges/list-key-challenges.query';

/** The console's 'Key challenges' resource (issue 33): a live mock's challenges and its final key. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin', 'editor')
@Controller('admin/key-challenges')
export class KeyChallengesConsoleController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Live mocks, latest close first: key stage, challenge window and challenge count',
  })
  @ApiOkResponse({ schema: { type: 'array', items: KEY_CHALLENGE_ROW } })
  async list(@Res({ passthrough: true }) res: Response) {
    const rows = await this.queries.execute(new ListKeyChallengesQuery());
    setListHeaders(res, 'key-challenges', 0, rows.length, rows.length);
    return rows;
  }

  @Get(':quizId')
  @ApiOperation({
    summary:
      "A live mock's challenged questions, most challenged first: both languages, the provisional key, counts per reason, explanations and the editor's resolution",
  })
  @ApiOkResponse({ schema: KEY_CHALLENGE_DETAIL })
  one(@Param() { quizId }: QuizParamDto) {
    return this.queries.execute(new GetKeyChallengeQuery(quizId));
  }

  @Put(':quizId/window')
  @ApiOperation({ summary: 'Set the challenge window in hours after the close (1 to 336; 48 unless set)' })
  window(@Param() { quizId }: QuizParamDto, @Body() body: ChallengeWindowRequestDto) {
    return this.commands.execute(new SetChallengeWindowCommand(quizId, body.hours));
  }

  @Put(':quizId/questions/:questionIndex')
  @ApiOperation({
    summary: "Resolve a question for the final key: keep, change (with the new key's option) or drop",
  })
  resolve(
    @Param() { quizId }: QuizParamDto,
    @Param('questionIndex', ParseIntPipe) questionIndex: number,
    @Body() body: ResolveKeyQuestionRequestDto,
  ) {
    return this.commands.execute(
      new ResolveKeyQuestionCommand(quizId, questionIndex, body.decision, body.key),
    );
  }

  @Post(':quizId/publish')
  @ApiOperation({
    summary:
      'Publish the final key (ends the challenge window): changed keys are written into the quiz, and every candidate is re-scored and re-ranked',
  })
  publish(@Param() { quizId }: QuizParamDto, @CurrentUser() user: AuthUser) {
    return this.commands.execute(new PublishFinalKeyCommand(quizId, user.userId));
  }
}

import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@exam/auth';
import { AnswerReviewCommand } from '../commands/answer-review/answer-review.command';
import { ChangeNotebookCommand } from '../commands/change-notebook/change-notebook.command';
import { GetMistakesQuery } from '../queries/get-mistakes/get-mistakes.query';
import { GetNotebookSummaryQuery, GetPracticeQuery } from '../queries/get-practice/get-practice.query';
import {
  MistakesRequestDto,
  PracticeRequestDto,
  QuestionRefDto,
  ReviewAnswerDto,
} from './learning.request.dto';
import { MISTAKES_PAGE, NOTEBOOK_CHANGED, NOTEBOOK_SUMMARY, PRACTICE_ENTRY } from './learning.answer-schemas';
import { answerSchema } from '@exam/common';

const DEFAULT_PAGE_SIZE = 20;

/** My Mistakes and its spaced practice (issue 32), for the signed-in learner. */
@ApiTags('learning')
@ApiBearerAuth()
@Controller('learning')
export class NotebookController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get('mistakes')
  @ApiOperation({
    summary: 'My Mistakes, one page: questions grouped by subject and chapter, with filters and groups',
  })
  @ApiOkResponse({ schema: MISTAKES_PAGE })
  mistakes(@Query() q: MistakesRequestDto, @CurrentUser() caller: AuthUser) {
    return this.queries.execute(
      new GetMistakesQuery(caller.userId, {
        subject: q.subject || undefined,
        chapter: q.chapter || undefined,
        due: q.due ?? 'all',
        page: q.page ?? 1,
        pageSize: q.pageSize ?? DEFAULT_PAGE_SIZE,
      }),
    );
  }

  @Get('summary')
  @ApiOperation({ summary: "'N questions due today', the notebook's size and the review streak" })
  @ApiOkResponse({ schema: NOTEBOOK_SUMMARY })
  summary(@CurrentUser() caller: AuthUser) {
    return this.queries.execute(new GetNotebookSummaryQuery(caller.userId));
  }

  @Get('practice')
  @ApiOperation({ summary: 'The questions of a practice session: those due (or of the chapters named)' })
  @ApiOkResponse({ schema: answerSchema({ entries: { type: 'array', items: PRACTICE_ENTRY } }) })
  practice(@Query() q: PracticeRequestDto, @CurrentUser() caller: AuthUser) {
    // An empty name is a chapter too: the quizzes without one ('No chapter' among the weakest).
    const chapters = q.chapters?.split('|').map((c) => c.trim());
    return this.queries.execute(
      new GetPracticeQuery(caller.userId, q.limit ?? DEFAULT_PAGE_SIZE, q.subject || undefined, chapters),
    );
  }

  @Post('reviews')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Answer a notebook question in practice: judged by the server; reschedules it (FSRS)',
  })
  @ApiOkResponse({
    schema: answerSchema({ right: { type: 'boolean' }, correctOption: { type: 'integer', example: 2 } }),
  })
  review(@Body() body: ReviewAnswerDto, @CurrentUser() caller: AuthUser) {
    return this.commands.execute(
      new AnswerReviewCommand(caller.userId, body.quizId, body.index, body.option),
    );
  }

  @Post('mistakes')
  @HttpCode(200)
  @ApiOperation({ summary: 'Add a question to My Mistakes by hand (an unanswered one, say)' })
  @ApiOkResponse({ schema: NOTEBOOK_CHANGED })
  add(@Body() body: QuestionRefDto, @CurrentUser() caller: AuthUser) {
    return this.commands.execute(new ChangeNotebookCommand('add', caller.userId, body.quizId, body.index));
  }

  @Delete('mistakes/:quizId/:index')
  @HttpCode(200)
  @ApiOperation({ summary: 'Take a question out of My Mistakes' })
  @ApiOkResponse({ schema: NOTEBOOK_CHANGED })
  dismiss(@Param() p: QuestionRefDto, @CurrentUser() caller: AuthUser) {
    return this.commands.execute(new ChangeNotebookCommand('dismiss', caller.userId, p.quizId, p.index));
  }
}

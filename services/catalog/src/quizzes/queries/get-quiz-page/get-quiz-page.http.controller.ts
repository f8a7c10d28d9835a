import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { sendJsonAnswer } from '@exam/common';
import { CurrentUser, Public, type AuthUser } from '@exam/auth';
import { QUIZ_PAGE_SIZE } from '../../domain/quiz-page';
import { QUIZ_PAGE } from '../../http/quiz.answer-schemas';
import { GetQuizPageQuery } from './get-quiz-page.query';
import { learnerFilterOf } from '../get-quiz-list/get-quiz-list.request.dto';
import { GetQuizPageRequestDto } from './get-quiz-page.request.dto';

/** Beside the spec's getfilteredquizs (unchanged): the same list one page at a time, for 10,000 quizzes. */
@ApiTags('quizzes')
@Controller('quizs')
export class GetQuizPageController {
  constructor(private readonly queries: QueryBus) {}

  @Public()
  @Get('getquizpage')
  @ApiOperation({
    summary:
      '{quizzes, total, page, pageSize, totalPages, subjects}: one page of getfilteredquizs, narrowed by search and month (India time); with a token, canOpen and lockReason per quiz',
  })
  @ApiOkResponse({ schema: QUIZ_PAGE })
  async page(
    @Query() q: GetQuizPageRequestDto,
    @CurrentUser() user: AuthUser | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ) {
    const page = {
      search: q.search,
      month: q.month,
      page: q.page ?? 1,
      pageSize: q.pageSize ?? QUIZ_PAGE_SIZE,
    };
    await sendJsonAnswer(
      req,
      res,
      await this.queries.execute(new GetQuizPageQuery(learnerFilterOf(q), page, user)),
    );
  }
}

import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { sendJsonAnswer } from '@exam/common';
import { CurrentUser, Public, type AuthUser } from '@exam/auth';
import { QUIZ_LIST } from '../../http/quiz.answer-schemas';
import { GetQuizListQuery } from './get-quiz-list.query';
import {
  GetAepQuizzesRequestDto,
  GetFilteredQuizzesRequestDto,
  learnerFilterOf,
} from './get-quiz-list.request.dto';

@ApiTags('quizzes')
@Controller('quizs')
export class GetQuizListController {
  constructor(private readonly queries: QueryBus) {}

  @Public()
  @Get('getfilteredquizs')
  @ApiOperation({
    summary:
      '{quizzes}: published quizzes without questions, free exploratory first then newest; with a token, canOpen and lockReason per quiz',
  })
  @ApiOkResponse({ schema: QUIZ_LIST })
  async filtered(
    @Query() q: GetFilteredQuizzesRequestDto,
    @CurrentUser() user: AuthUser | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ) {
    const query = new GetQuizListQuery(learnerFilterOf(q), user);
    await sendJsonAnswer(req, res, await this.queries.execute(query));
  }

  @Public()
  @Get('getAepQuizzes')
  @ApiOperation({
    summary: '{quizzes} with subject, createdAt and difficulty: all, or by subject, division and classs',
  })
  @ApiOkResponse({ schema: QUIZ_LIST })
  async aep(
    @Query() q: GetAepQuizzesRequestDto,
    @CurrentUser() user: AuthUser | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ) {
    const filter = learnerFilterOf({ subject: q.subject, division: q.division, classs: q.classs });
    await sendJsonAnswer(req, res, await this.queries.execute(new GetQuizListQuery(filter, user)));
  }
}

import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '@exam/auth';
import { parseListQuery, setListHeaders } from '@exam/common';
import { quizObjectId } from '../../quiz.writer';
import { GetQuizHistoryQuery } from './get-quiz-history.query';
import { QUIZ_HISTORY_ROW } from './quiz-history.answer-schema';

/** A quiz's history for its console page: every change with who and when, newest first (react-admin list). */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin', 'editor')
@Controller('admin/quizzes/:id/history')
export class GetQuizHistoryController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: "A quiz's changes: who, when, revision, what" })
  @ApiOkResponse({ schema: { type: 'array', items: QUIZ_HISTORY_ROW } })
  async list(
    @Param('id') id: string,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ) {
    quizObjectId(id);
    const { skip, limit } = parseListQuery(query, ['rev'], ['rev', 'DESC']);
    const { rows, total } = await this.queries.execute(new GetQuizHistoryQuery(id, skip, limit));
    setListHeaders(res, 'history', skip, rows.length, total);
    return rows;
  }
}

import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '@exam/auth';
import { parseListQuery, setListHeaders } from '@exam/common';
import { perQuizResource } from '../../http/quiz-admin.routes';
import { ADMIN_SORTABLE } from './admin-list.rules';
import { ListQuizzesQuery, type QuizListPage } from './list-quizzes.query';

export const ListQuizzesControllers = perQuizResource('ListQuizzes', (path, kind) => {
  @ApiTags('admin')
  @ApiBearerAuth()
  @Roles('admin', 'editor')
  @Controller(path)
  class ListQuizzesController {
    constructor(readonly queries: QueryBus) {}

    @Get()
    @ApiOperation({
      summary: 'List (range, sort, filter: division, subject, chapter, difficulty, month, published, q)',
    })
    async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
      const { skip, limit, sort, filter } = parseListQuery(query, ADMIN_SORTABLE, ['createdAt', 'DESC']);
      const page: QuizListPage = await this.queries.execute(
        new ListQuizzesQuery(kind, skip, limit, sort, filter),
      );
      setListHeaders(res, path.split('/').pop()!, skip, page.rows.length, page.total);
      return page.rows;
    }
  }
  return ListQuizzesController;
});

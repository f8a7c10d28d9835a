import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Roles } from '@exam/auth';
import { toAdminRecord } from '../../quiz-views';
import { perQuizResource } from '../../http/quiz-admin.routes';
import { GetQuizQuery } from './get-quiz.query';

export const GetQuizControllers = perQuizResource('GetQuiz', (path, kind) => {
  @ApiTags('admin')
  @ApiBearerAuth()
  @Roles('admin', 'editor')
  @Controller(path)
  class GetQuizController {
    constructor(readonly queries: QueryBus) {}

    @Get(':id')
    async one(@Param('id') id: string) {
      return toAdminRecord(await this.queries.execute(new GetQuizQuery(kind, id)));
    }
  }
  return GetQuizController;
});

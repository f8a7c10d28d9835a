import { BadRequestException, Body, Post, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, type AuthUser } from '@exam/auth';
import { BULK_IMPORT_MAX } from '../../../catalog.constants';
import type { QuizDoc } from '../../persistence/quiz.schema';
import { asObject, perQuizResource } from '../../http/quiz-admin.routes';
import { ImportQuizzesCommand } from './import-quizzes.command';
import type { ImportQuizzesRequestDto } from './import-quizzes.request.dto';

export const ImportQuizzesControllers = perQuizResource('ImportQuizzes', (path, kind) => {
  @ApiTags('admin')
  @ApiBearerAuth()
  @Roles('admin', 'editor')
  @Controller(path)
  class ImportQuizzesController {
    constructor(readonly commands: CommandBus) {}

    @Post('bulk')
    @ApiOperation({ summary: `Import up to ${BULK_IMPORT_MAX} quizzes, published unless published: false` })
    async bulk(@Body() body: ImportQuizzesRequestDto, @CurrentUser() user: AuthUser) {
      const items = body?.quizzes;
      if (!Array.isArray(items) || !items.length || items.length > BULK_IMPORT_MAX)
        throw new BadRequestException(`quizzes must be a list of 1 to ${BULK_IMPORT_MAX} quizzes`);
      const docs: QuizDoc[] = await this.commands.execute(
        new ImportQuizzesCommand(kind, items.map(asObject), user.userId),
      );
      return { imported: docs.length, ids: docs.map((d) => d._id.toHexString()) };
    }
  }
  return ImportQuizzesController;
});

import { BadRequestException, Body, Controller, Headers, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, type AuthUser } from '@exam/auth';
import { BULK_IMPORT_MAX } from '../../../catalog.constants';
import type { QuizDoc } from '../../persistence/quiz.schema';
import { asObject, perQuizResource } from '../../http/quiz-admin.routes';
import { ImportQuizzesCommand } from './import-quizzes.command';
import type { ImportQuizzesRequestDto } from './import-quizzes.request.dto';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,128}$/;

export const ImportQuizzesControllers = perQuizResource('ImportQuizzes', (path, kind) => {
  @ApiTags('admin')
  @ApiBearerAuth()
  @Roles('admin', 'editor')
  @Controller(path)
  class ImportQuizzesController {
    constructor(readonly commands: CommandBus) {}

    @Post('bulk')
    @ApiOperation({ summary: `Import up to ${BULK_IMPORT_MAX} quizzes, published unless published: false` })
    @ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      description:
        'Sent again with a retried call, so that it imports nothing twice (8 to 128 visible characters)',
    })
    async bulk(
      @Body() body: ImportQuizzesRequestDto,
      @CurrentUser() user: AuthUser,
      @Headers('idempotency-key') idempotencyKey?: string,
    ) {
      const items = body?.quizzes;
      if (!Array.isArray(items) || !items.length || items.length > BULK_IMPORT_MAX)
        throw new BadRequestException(`quizzes must be a list of 1 to ${BULK_IMPORT_MAX} quizzes`);
      if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey))
        throw new BadRequestException('Idempotency-Key must be 8 to 128 visible characters');
      const docs: QuizDoc[] = await this.commands.execute(
        new ImportQuizzesCommand(kind, items.map(asObject), user.userId, idempotencyKey ?? null),
      );
      // skipped: recorded before under the same id (a retried call, or an `_id` imported already).
      return {
        imported: docs.length,
        ids: docs.map((d) => d._id.toHexString()),
        skipped: items.length - docs.length,
      };
    }
  }
  return ImportQuizzesController;
});

import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  Param,
  Post,
  Put,
  Query,
  Res,
  type Type,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Roles, type AuthUser } from '@exam/auth';
import { parseListQuery, setListHeaders } from '@exam/common';
import { BULK_IMPORT_MAX } from '../catalog.constants';
import { QuizCatalog } from '../quizzes/quiz-catalog';
import type { QuizKind } from '../quizzes/persistence/quiz.schema';
import { toAdminListRow, toAdminRecord } from '../quizzes/quiz-views';
import { filterAdminRows, sortAdminRows, ADMIN_SORTABLE } from './admin-list';
import { QuizEditor } from './quiz-editor';

const asObject = (body: unknown): Record<string, unknown> => {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new BadRequestException('Expected a JSON object');
  return body as Record<string, unknown>;
};

/** The admin console's quizzes or Kye Bye quizzes resource (react-admin simple REST), for editors and admins. */
function quizAdminController(path: string, kind: QuizKind): Type<unknown> {
  @ApiTags('admin')
  @ApiBearerAuth()
  @Roles('admin', 'editor')
  @Controller(path)
  class QuizAdminController {
    constructor(
      readonly editor: QuizEditor,
      readonly catalog: QuizCatalog,
    ) {}

    @Get()
    @ApiOperation({
      summary: 'List (range, sort, filter: division, subject, chapter, difficulty, month, published, q)',
    })
    list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
      const { skip, limit, sort, filter } = parseListQuery(query, ADMIN_SORTABLE, ['createdAt', 'DESC']);
      const rows = sortAdminRows(filterAdminRows(this.catalog.all(kind), filter), sort);
      const page = rows.slice(skip, skip + limit);
      setListHeaders(res, path.split('/').pop()!, skip, page.length, rows.length);
      return page.map((e) => toAdminListRow(e.summary));
    }

    @Get(':id')
    async one(@Param('id') id: string) {
      return toAdminRecord(await this.editor.get(kind, id));
    }

    @Post()
    @ApiOperation({ summary: 'Create (unpublished unless published: true); 400 names the broken field' })
    async create(@Body() body: unknown, @CurrentUser() user: AuthUser) {
      return toAdminRecord(await this.editor.create(kind, asObject(body), user.userId));
    }

    @Post('bulk')
    @ApiOperation({ summary: `Import up to ${BULK_IMPORT_MAX} quizzes, published unless published: false` })
    async bulk(@Body() body: unknown, @CurrentUser() user: AuthUser) {
      const items = (body as { quizzes?: unknown })?.quizzes;
      if (!Array.isArray(items) || !items.length || items.length > BULK_IMPORT_MAX)
        throw new BadRequestException(`quizzes must be a list of 1 to ${BULK_IMPORT_MAX} quizzes`);
      const docs = await this.editor.importMany(kind, items.map(asObject), user.userId);
      return { imported: docs.length, ids: docs.map((d) => d._id.toHexString()) };
    }

    @Put(':id')
    async update(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: AuthUser) {
      return toAdminRecord(await this.editor.update(kind, id, asObject(body), user.userId));
    }

    @Delete(':id')
    async remove(@Param('id') id: string, @CurrentUser() user: AuthUser) {
      return toAdminRecord(await this.editor.remove(kind, id, user.userId));
    }

    @Post(':id/publish')
    async publish(@Param('id') id: string, @CurrentUser() user: AuthUser) {
      return toAdminRecord(await this.editor.setPublished(kind, id, true, user.userId));
    }

    @Post(':id/unpublish')
    async unpublish(@Param('id') id: string, @CurrentUser() user: AuthUser) {
      return toAdminRecord(await this.editor.setPublished(kind, id, false, user.userId));
    }
  }
  Object.defineProperty(QuizAdminController, 'name', {
    value: kind === 'quiz' ? 'QuizzesAdminController' : 'KyebyeQuizzesAdminController',
  });
  return QuizAdminController;
}

export const QuizzesAdminController = quizAdminController('admin/quizzes', 'quiz');
export const KyebyeQuizzesAdminController = quizAdminController('admin/kyebye-quizzes', 'kyebye');

import {
  BadRequestException,
  Body,
  Controller,
  HttpCode,
  Post,
  UnprocessableEntityException,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, type AuthUser } from '@exam/auth';
import { toAdminRecord } from '../../../quizzes/quiz-views';
import { QuizEditor } from '../../quiz-editor';
import { checkImportRows, type ImportRow } from './import-rows.rules';

const MAX_ROWS = 1_000;

interface ImportQuestionsBody {
  rows?: unknown;
  /** Append to this quiz; or, without it, create `quiz` (unpublished) with the rows as its questions. */
  quizId?: unknown;
  quiz?: unknown;
  /** The revision the editor has open (stale-write guard, as on a save). */
  rev?: unknown;
  dryRun?: unknown;
}

/**
 * Bulk import of questions from a spreadsheet the console has parsed (CSV with Papa Parse, .xlsx with
 * read-excel-file): every row is checked first and every problem is listed; nothing is written unless all
 * rows pass. A dry run answers the same report without writing.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin', 'editor')
@Controller('admin/quizzes/import')
export class ImportQuestionsController {
  constructor(private readonly editor: QuizEditor) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Import questions (rows of the template) into a new or an existing quiz; dryRun' })
  async import(@Body() body: ImportQuestionsBody, @CurrentUser() user: AuthUser) {
    const rows = body?.rows;
    if (!Array.isArray(rows) || !rows.length || rows.length > MAX_ROWS)
      throw new BadRequestException(`rows must be a list of 1 to ${MAX_ROWS} rows`);
    if (rows.some((r) => !r || typeof r !== 'object' || Array.isArray(r)))
      throw new BadRequestException('Every row must be an object of the template columns');
    const quizId = typeof body.quizId === 'string' && body.quizId ? body.quizId : null;
    const target = quizId ? await this.editor.get('quiz', quizId) : null;
    const quiz =
      !target && body.quiz && typeof body.quiz === 'object' ? (body.quiz as Record<string, unknown>) : null;
    if (!target && !quiz) throw new BadRequestException('Give quizId (an existing quiz) or quiz (a new one)');

    const { questions, problems } = checkImportRows(rows as ImportRow[], target?.questions ?? []);
    const report = { dryRun: body.dryRun === true, rows: rows.length, valid: questions.length, problems };
    if (problems.length && !report.dryRun) {
      const n = problems.length;
      throw new UnprocessableEntityException({
        statusCode: 422,
        message: `Nothing was imported: ${n} row${n === 1 ? ' has' : 's have'} problems.`,
        ...report,
      });
    }
    if (report.dryRun) return report;
    const saved = target
      ? await this.editor.update(
          'quiz',
          quizId!,
          { questions: [...target.questions, ...questions], rev: body.rev ?? target.rev },
          user.userId,
        )
      : await this.editor.create('quiz', { ...quiz, questions, published: false }, user.userId);
    return { ...report, imported: questions.length, quiz: toAdminRecord(saved) };
  }
}

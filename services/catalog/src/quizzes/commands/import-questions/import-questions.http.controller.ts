import {
  BadRequestException,
  Body,
  Controller,
  HttpCode,
  Post,
  UnprocessableEntityException,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, type AuthUser } from '@exam/auth';
import { ImportQuestionsCommand, type ImportQuestionsResult } from './import-questions.command';
import type { ImportQuestionsRequestDto } from './import-questions.request.dto';
import { IMPORT_REPORT } from './import-report.answer-schema';
import type { ImportRow } from './import-rows.rules';

const MAX_ROWS = 1_000;

/**
 * Bulk import of questions from a spreadsheet the console has parsed (CSV with Papa Parse, .xlsx with
 * read-excel-file): every row is checked first and every problem is listed (422); nothing is written unless
 * all rows pass. A dry run answers the same report without writing.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin', 'editor')
@Controller('admin/quizzes/import')
export class ImportQuestionsController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Import questions (rows of the template) into a new or an existing quiz; dryRun' })
  @ApiOkResponse({ schema: IMPORT_REPORT })
  async import(@Body() body: ImportQuestionsRequestDto, @CurrentUser() user: AuthUser) {
    const rows = body?.rows;
    if (!Array.isArray(rows) || !rows.length || rows.length > MAX_ROWS)
      throw new BadRequestException(`rows must be a list of 1 to ${MAX_ROWS} rows`);
    if (rows.some((r) => !r || typeof r !== 'object' || Array.isArray(r)))
      throw new BadRequestException('Every row must be an object of the template columns');
    const quizId = typeof body.quizId === 'string' && body.quizId ? body.quizId : null;
    const quiz =
      body.quiz && typeof body.quiz === 'object' && !quizId ? (body.quiz as Record<string, unknown>) : null;
    const result: ImportQuestionsResult = await this.commands.execute(
      new ImportQuestionsCommand(
        {
          rows: rows as ImportRow[],
          quizId,
          quiz,
          rev: body.rev === undefined || body.rev === null ? null : Number(body.rev),
          dryRun: body.dryRun === true,
        },
        user.userId,
      ),
    );
    if (result.written) return { ...result.report, imported: result.imported, quiz: result.quiz };
    const { report } = result;
    if (report.problems.length && !report.dryRun) {
      const n = report.problems.length;
      throw new UnprocessableEntityException({
        statusCode: 422,
        message: `Nothing was imported: ${n} row${n === 1 ? ' has' : 's have'} problems.`,
        ...report,
      });
    }
    return report;
  }
}

import { notFound, parseListQuery, setListHeaders } from '@exam/common';
import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '@exam/auth';
import { REPORT_NOT_FOUND } from '../commands/resolve-reports/resolve-reports.handler';
import { QuizRepository } from '../../quizzes/persistence/quiz.repository';
import { LearnerReportsReadModel } from '../persistence/learner-reports.read-model';
import {
  QUEUE_SORTABLE,
  ReportQueueReadModel,
  type QueueRowDoc,
} from '../persistence/report-queue.read-model';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

function toRecord({ _id, lastReportedAt, resolvedAt, keyCorrectedAt, ...row }: QueueRowDoc) {
  return {
    id: _id,
    ...row,
    questionNumber: row.questionIndex + 1,
    lastReportedAt: iso(lastReportedAt),
    resolvedAt: iso(resolvedAt),
    keyCorrectedAt: iso(keyCorrectedAt),
  };
}

/** The console's 'Reports' resource: the queue (react-admin list) and one row with its question and reports. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin', 'editor')
@Controller('admin/reports')
export class ReportQueueController {
  constructor(
    private readonly queue: ReportQueueReadModel,
    private readonly reports: LearnerReportsReadModel,
    private readonly quizzes: QuizRepository,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'The queue: reports grouped by question, reason and status, most reported first (filter: status, reason, quizId, q)',
  })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const { skip, limit, sort, filter } = parseListQuery(query, QUEUE_SORTABLE, ['count', 'DESC']);
    const [rows, total] = await this.queue.list(filter, sort, skip, limit);
    setListHeaders(res, 'reports', skip, rows.length, total);
    return rows.map(toRecord);
  }

  @Get(':id')
  @ApiOperation({
    summary: 'A queue row: the question now (English and Hindi, with its key) and each report',
  })
  async one(@Param('id') id: string) {
    const row = await this.queue.get(id);
    if (!row) throw notFound(REPORT_NOT_FOUND);
    const [quiz, reports] = await Promise.all([
      this.quizzes.findById(row.kind, row.quizId),
      this.reports.ofRow(row.quizId, row.questionIndex, row.reason, row.status),
    ]);
    const q = quiz?.questions[row.questionIndex];
    return {
      ...toRecord(row),
      question: q
        ? {
            question: q.question,
            question_in_hindi: q.question_in_hindi,
            options: q.options,
            options_hindi: q.options_hindi,
            correct_answer: q.correct_answer,
            correct_answer_hindi: q.correct_answer_hindi,
            answer_explanation_in_english: q.answer_explanation_in_english,
            answer_explanation_in_hindi: q.answer_explanation_in_hindi,
          }
        : null,
      reports: reports.map((r) => ({
        id: r._id,
        userId: r.userId,
        comment: r.comment,
        status: r.status,
        reply: r.reply,
        reportedAt: iso(r.reportedAt),
        resolvedAt: iso(r.resolvedAt),
      })),
    };
  }
}

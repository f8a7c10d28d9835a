import { notFound } from '@exam/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { QuizRepository } from '../../../quizzes/persistence/quiz.repository';
import { REPORT_NOT_FOUND } from '../../commands/resolve-reports/resolve-reports.handler';
import { LearnerReportsReadModel } from '../../persistence/learner-reports.read-model';
import { ReportQueueReadModel } from '../../persistence/report-queue.read-model';
import { isoOrNull, toQueueRecord } from '../report-queue.record';
import { GetReportQueueRowQuery, type QueueRowView } from './get-report-queue-row.query';

@QueryHandler(GetReportQueueRowQuery)
export class GetReportQueueRowHandler implements IQueryHandler<GetReportQueueRowQuery> {
  constructor(
    private readonly queue: ReportQueueReadModel,
    private readonly reports: LearnerReportsReadModel,
    private readonly quizzes: QuizRepository,
  ) {}

  async execute({ id }: GetReportQueueRowQuery): Promise<QueueRowView> {
    const row = await this.queue.get(id);
    if (!row) throw notFound(REPORT_NOT_FOUND);
    const [quiz, reports] = await Promise.all([
      this.quizzes.findById(row.kind, row.quizId),
      this.reports.ofRow(row.quizId, row.questionIndex, row.reason, row.status),
    ]);
    const q = quiz?.questions[row.questionIndex];
    return {
      ...toQueueRecord(row),
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
        reportedAt: isoOrNull(r.reportedAt),
        resolvedAt: isoOrNull(r.resolvedAt),
      })),
    };
  }
}

import { Query } from '@nestjs/cqrs';
import type { ReportStatus } from '@exam/contracts';
import type { Question } from '../../../quizzes/domain/quiz-content';
import type { QueueRecord } from '../report-queue.record';

/** The question as it is now, with its key, beside the reports about it. */
export type QueueRowQuestion = Pick<
  Question,
  | 'question'
  | 'question_in_hindi'
  | 'options'
  | 'options_hindi'
  | 'correct_answer'
  | 'correct_answer_hindi'
  | 'answer_explanation_in_english'
  | 'answer_explanation_in_hindi'
>;

export interface QueueRowReport {
  id: string;
  userId: string;
  comment: string;
  status: ReportStatus;
  reply: string;
  reportedAt: string | null;
  resolvedAt: string | null;
}

export type QueueRowView = QueueRecord & { question: QueueRowQuestion | null; reports: QueueRowReport[] };

/** One queue row with its question (English and Hindi, with its key) and each report; 404 when empty. */
export class GetReportQueueRowQuery extends Query<QueueRowView> {
  constructor(readonly id: string) {
    super();
  }
}

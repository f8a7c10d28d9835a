import type { ReportReason, ReportStatus, QuizKind } from '@exam/contracts';

/**
 * The write model of learner reports (`reports`): one document per learner, question and reason (its key),
 * holding the current report of that key. A report resolved and reported again starts the next round, so
 * the key has at most one open report, and every round keeps its own id (`<key>:<round>`) in the events.
 */
export interface ReportDoc {
  _id: string;
  round: number;
  reportId: string;
  userId: string;
  quizId: string;
  kind: QuizKind;
  quizName: string;
  questionIndex: number;
  reason: ReportReason;
  comment: string;
  /** The English question as the learner saw it (the editor may have changed it since). */
  questionText: string;
  /** The option the key marked correct when the report was made (-1 when none did). */
  keyAtReport: number;
  status: ReportStatus;
  reply: string;
  resolvedBy: string | null;
  resolvedAt: Date | null;
  /** When the key of a 'Wrong answer key' report was seen corrected (so the reporter is told once). */
  keyCorrectedAt: Date | null;
  reportedAt: Date;
  appliedChanges?: string[];
}

export const REPORTS_COLLECTION = 'reports';
export const REPORTS_CAPABILITY = 'catalog.reports';

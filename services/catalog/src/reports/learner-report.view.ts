import type { ReportReason, ReportStatus, QuizKind } from '@exam/contracts';

/** One report as its learner sees it in 'My reports' (the learner_reports read model's document). */
export interface LearnerReportDoc {
  _id: string;
  userId: string;
  quizId: string;
  kind: QuizKind;
  quizName: string;
  questionIndex: number;
  reason: ReportReason;
  comment: string;
  status: ReportStatus;
  reply: string;
  reportedAt: Date;
  resolvedAt: Date | null;
  keyCorrectedAt: Date | null;
}

export type LearnerReportView = Omit<
  LearnerReportDoc,
  '_id' | 'userId' | 'reportedAt' | 'resolvedAt' | 'keyCorrectedAt'
> & {
  id: string;
  questionNumber: number;
  reportedAt: string;
  resolvedAt: string | null;
  keyCorrectedAt: string | null;
};

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

export function toLearnerReportView(doc: LearnerReportDoc): LearnerReportView {
  const { _id, userId: _u, reportedAt, resolvedAt, keyCorrectedAt, ...rest } = doc;
  return {
    id: _id,
    ...rest,
    questionNumber: doc.questionIndex + 1,
    reportedAt: new Date(reportedAt).toISOString(),
    resolvedAt: iso(resolvedAt),
    keyCorrectedAt: iso(keyCorrectedAt),
  };
}

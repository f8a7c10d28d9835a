import { answerSchema, namedSchema } from '@exam/common';
import { QUIZ_KINDS, REPORT_REASON_CODES, REPORT_STATUSES } from '@exam/contracts';

const time = { type: 'string', format: 'date-time' } as const;

/** One report as its learner sees it (LearnerReportView): in 'My reports', and as reporting answers. */
export const LEARNER_REPORT = namedSchema(
  'LearnerReport',
  answerSchema({
    id: { type: 'string' },
    quizId: { type: 'string' },
    kind: { type: 'string', enum: [...QUIZ_KINDS] },
    quizName: { type: 'string' },
    questionIndex: { type: 'integer' },
    questionNumber: { type: 'integer' },
    reason: { type: 'string', enum: [...REPORT_REASON_CODES] },
    comment: { type: 'string' },
    status: { type: 'string', enum: Object.keys(REPORT_STATUSES) },
    reply: { type: 'string' },
    reportedAt: time,
    resolvedAt: { ...time, nullable: true },
    keyCorrectedAt: { ...time, nullable: true },
  }),
);

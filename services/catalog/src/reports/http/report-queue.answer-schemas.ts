import { answerSchema, namedSchema } from '@exam/common';
import { QUIZ_KINDS, REPORT_REASON_CODES, REPORT_STATUSES } from '@exam/contracts';

const time = { type: 'string', format: 'date-time' } as const;
const text = { type: 'string' } as const;
const texts = { type: 'array', items: text } as const;
const status = { type: 'string', enum: Object.keys(REPORT_STATUSES) };

const queueRecord = {
  id: { type: 'string', description: 'quizId:questionIndex:reason:status' },
  quizId: text,
  kind: { type: 'string', enum: [...QUIZ_KINDS] },
  quizName: text,
  questionIndex: { type: 'integer' },
  questionNumber: { type: 'integer' },
  reason: { type: 'string', enum: [...REPORT_REASON_CODES] },
  status,
  count: { type: 'integer', description: "How many learners' reports the row holds" },
  lastReportedAt: time,
  reply: text,
  resolvedBy: { type: 'string', nullable: true },
  resolvedAt: { ...time, nullable: true },
  keyCorrectedAt: { ...time, nullable: true },
};
/** Set once the row is resolved. */
const UNTIL_RESOLVED = ['reply', 'resolvedBy'];

/** A row of the console's report queue (QueueRecord without reportIds, which the read model leaves out). */
export const REPORT_QUEUE_ROW = namedSchema('ReportQueueRow', answerSchema(queueRecord, UNTIL_RESOLVED));

/** The reported question as it is now, with its key (QueueRowQuestion). */
const REPORTED_QUESTION = namedSchema(
  'ReportedQuestion',
  answerSchema({
    question: text,
    question_in_hindi: text,
    options: texts,
    options_hindi: texts,
    correct_answer: text,
    correct_answer_hindi: text,
    answer_explanation_in_english: text,
    answer_explanation_in_hindi: text,
  }),
);

/** One learner's report in a queue row (QueueRowReport). */
const QUEUE_ROW_REPORT = namedSchema(
  'QueueRowReport',
  answerSchema({
    id: text,
    userId: text,
    comment: text,
    status,
    reply: text,
    reportedAt: { ...time, nullable: true },
    resolvedAt: { ...time, nullable: true },
  }),
);

/** GET /api/admin/reports/:id (QueueRowView): the row, its question now and each report. */
export const REPORT_QUEUE_DETAIL = namedSchema(
  'ReportQueueDetail',
  answerSchema(
    {
      ...queueRecord,
      question: { allOf: [REPORTED_QUESTION], nullable: true },
      reports: { type: 'array', items: QUEUE_ROW_REPORT },
    },
    UNTIL_RESOLVED,
  ),
);

/** What accepting or rejecting a queue row answers (ResolvedReports). */
export const RESOLVED_REPORTS = namedSchema(
  'ResolvedReports',
  answerSchema({
    resolved: { type: 'integer', description: 'How many open reports this resolved' },
    quizId: text,
    kind: { type: 'string', enum: [...QUIZ_KINDS] },
    questionIndex: { type: 'integer' },
    status: { type: 'string', enum: ['accepted', 'rejected'] },
  }),
);

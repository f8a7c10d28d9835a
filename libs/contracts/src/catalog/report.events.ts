import { z } from 'zod';
import { defineEvent } from '../envelope';
import { INTERNAL_TOPICS } from '../topics';
import { QUIZ_KINDS } from './catalog.events';

/**
 * Internal (catalog.internal, issue 37): a report names the key a question had and has (keyAtReport, keyNow)
 * and carries the learner's own words, so analysts do not read them. Never released on catalog.events.
 */
const topic = INTERNAL_TOPICS.catalog;
/** One learner's reports of one question for one reason, every round of them in order: reportId is `<key>:<round>`. */
const reportKey = {
  describes: "the learner's report of a question for a reason: `<reportId>` without its `:<round>`",
  of: (p: { reportId: string }) => p.reportId.slice(0, p.reportId.lastIndexOf(':')),
};

/** Why a learner reports a question (issue 33), with the words the learner app and the console show. */
export const REPORT_REASONS = {
  'wrong-answer-key': 'Wrong answer key',
  'translation-mismatch': 'Translation does not match',
  'typo-or-formatting': 'Typo or formatting',
  'media-missing': 'Image or PDF missing',
  other: 'Other',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;
export const REPORT_REASON_CODES = Object.keys(REPORT_REASONS) as ReportReason[];

export const REPORT_STATUSES = { open: 'Open', accepted: 'Accepted', rejected: 'Rejected' } as const;
export type ReportStatus = keyof typeof REPORT_STATUSES;
export type ReportResolution = Exclude<ReportStatus, 'open'>;

/** The longest comment a learner may add, and the longest reply an editor may give. */
export const REPORT_TEXT_MAX = 500;

/** Which question of which quiz a report is about; the index is the question's place (0-based). */
const questionRef = {
  reportId: z.string(),
  userId: z.string(),
  quizId: z.string(),
  kind: z.enum(QUIZ_KINDS),
  quizName: z.string(),
  questionIndex: z.number().int().nonnegative(),
  reason: z.enum(REPORT_REASON_CODES as [ReportReason, ...ReportReason[]]),
};

export const QuestionReported = defineEvent({
  type: 'QuestionReported',
  version: 1,
  topic,
  description:
    "A learner reported a problem with a quiz's question (one open report per learner, question and reason). keyAtReport is the index of the option the key marked correct when the report was made (-1 if none).",
  payload: z.object({
    ...questionRef,
    comment: z.string().max(REPORT_TEXT_MAX),
    keyAtReport: z.number().int().min(-1),
    reportedAt: z.string().datetime({ offset: true }),
  }),
  key: reportKey,
  actor: 'person',
});

export const ReportResolved = defineEvent({
  type: 'ReportResolved',
  version: 1,
  topic,
  description:
    "An editor accepted or rejected a learner's report, with an optional reply (required for a rejection); the actor is the editor.",
  payload: z.object({
    ...questionRef,
    status: z.enum(['accepted', 'rejected']),
    reply: z.string().max(REPORT_TEXT_MAX),
    resolvedAt: z.string().datetime({ offset: true }),
  }),
  key: reportKey,
  actor: 'person',
});

export const ReportedKeyCorrected = defineEvent({
  type: 'ReportedKeyCorrected',
  version: 1,
  topic,
  description:
    "The answer key of a question a learner reported as wrong (an accepted 'wrong-answer-key' report) was changed by an editor; attempts re-scores the quiz's results from the same QuizUpdated. One per report, so every reporter is told.",
  payload: z.object({
    ...questionRef,
    keyAtReport: z.number().int().min(-1),
    keyNow: z.number().int().nonnegative(),
    correctedAt: z.string().datetime({ offset: true }),
  }),
  key: reportKey,
  actor: 'person',
});

export const REPORT_EVENTS = [QuestionReported, ReportResolved, ReportedKeyCorrected];

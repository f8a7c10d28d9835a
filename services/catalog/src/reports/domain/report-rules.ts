import { REPORT_REASONS, REPORT_TEXT_MAX, type ReportReason, type ReportStatus } from '@exam/contracts';

export const REPORT_ALREADY_OPEN =
  'You have already reported this problem with this question. We will let you know when it is reviewed.';
/** In the spec's style of a limit message ('Download limit reached for today.'). */
export const REPORT_LIMIT_REACHED = 'Report limit reached. Please try again in a few minutes.';
export const QUESTION_NOT_FOUND = 'Question not found';
export const NOTHING_OPEN_TO_RESOLVE =
  'These reports have already been resolved (perhaps by another editor). Reload the queue.';
export const REPLY_REQUIRED_TO_REJECT = 'Please write a reply: the learners who reported it will read it.';
export const TEXT_TOO_LONG = (field: string) => `${field} must be at most ${REPORT_TEXT_MAX} characters`;

/** The length of one throttling window. */
export const REPORT_WINDOW_MS = 10 * 60_000;

/** One learner's report of one question for one reason: at most one of them is open at a time. */
export const reportKey = (userId: string, quizId: string, questionIndex: number, reason: ReportReason) =>
  `${userId}:${quizId}:${questionIndex}:${reason}`;

/** A report's id: its key and the round (the how-many-th report of that key, since earlier ones were resolved). */
export const reportIdOf = (key: string, round: number) => `${key}:${round}`;

/** The console's queue groups the reports of one question for one reason in one status. */
export const queueRowId = (
  quizId: string,
  questionIndex: number,
  reason: ReportReason,
  status: ReportStatus,
) => `${quizId}:${questionIndex}:${reason}:${status}`;

export interface QueueRowRef {
  quizId: string;
  questionIndex: number;
  reason: ReportReason;
  status: ReportStatus;
}

/** Reads a queue row id back; null when it is not one. */
export function parseQueueRowId(id: string): QueueRowRef | null {
  const m = /^([0-9a-f]{24}):(\d{1,4}):([a-z-]+):(open|accepted|rejected)$/.exec(id);
  if (!m || !(m[3] in REPORT_REASONS)) return null;
  return {
    quizId: m[1],
    questionIndex: Number(m[2]),
    reason: m[3] as ReportReason,
    status: m[4] as ReportStatus,
  };
}

/** The learner's or editor's text, trimmed; blank is none. */
export const cleanText = (text: string | undefined | null): string => (text ?? '').trim();

/** The throttling counter of a learner's window: `${userId}:${window number}`. */
export const reportWindowKey = (userId: string, now: Date) =>
  `${userId}:${Math.floor(now.getTime() / REPORT_WINDOW_MS)}`;

/** True once a learner's reports in one window exceed the limit (the count includes this one). */
export const overReportLimit = (countInWindow: number, limit: number) => countInWindow > limit;

/**
 * Whether an accepted 'Wrong answer key' report has seen its key corrected: the key now marks another
 * option than the one it marked when the learner reported it.
 */
export function keyCorrected(reason: ReportReason, keyAtReport: number, keyNow: number | undefined): boolean {
  return reason === 'wrong-answer-key' && keyNow !== undefined && keyNow !== keyAtReport;
}

/** The report vocabulary of libs/contracts (report.events.ts); the English words are the i18n keys. */
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

export const COMMENT_MAX = 500;
/** The fallback of a 429, in the spec's style ('Download limit reached for today.'); the server's message wins. */
export const REPORT_LIMIT_REACHED = 'Report limit reached. Please try again in a few minutes.';

/** The question a report is about: its quiz (and kind) and its 0-based place in the quiz. */
export interface ReportTarget {
  quizId: string;
  kind: 'quiz' | 'kyebye';
  questionIndex: number;
}

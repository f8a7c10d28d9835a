import type { ApiSchema } from '@exam/web-theme/src/api';

/** The report vocabulary of libs/contracts (report.events.ts), as the console shows it. */
export const REPORT_REASONS: Record<ReportRow['reason'], string> = {
  'wrong-answer-key': 'Wrong answer key',
  'translation-mismatch': 'Translation does not match',
  'typo-or-formatting': 'Typo or formatting',
  'media-missing': 'Image or PDF missing',
  other: 'Other',
};
export const REPORT_STATUSES: Record<ReportRow['status'], string> = {
  open: 'Open',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

const choices = (labels: Record<string, string>) =>
  Object.entries(labels).map(([id, name]) => ({ id, name }));
export const reasonChoices = choices(REPORT_REASONS);
export const statusChoices = choices(REPORT_STATUSES);

/** A queue row as the server lists it. */
export type ReportRow = ApiSchema<'ReportQueueRow'>;

/** The quiz editor's Questions tab, scrolled to one question (QuestionInput reads `question`). */
export const questionEditorPath = (kind: 'quiz' | 'kyebye', quizId: string, questionNumber: number) =>
  `/${kind === 'kyebye' ? 'kyebye-quizzes' : 'quizzes'}/${quizId}/questions?question=${questionNumber}`;

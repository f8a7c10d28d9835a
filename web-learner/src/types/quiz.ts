import type { ApiSchema } from '@exam/web-theme/src/api';

/** Quiz shapes the learner app reads (spec section 3), as the catalog service answers them. */

/** An image: a URL, or an object with url and storageType (spec section 3), with its size and WebP copies. */
export type ImageRef = ApiSchema<'ImageRef'>;

/** A private file: handed out only as a signed, expiring URL (getSignedUrl). */
export type PrivateFile = ApiSchema<'PrivateFile'>;

export type LockReason = NonNullable<QuizSummary['lockReason']>;

/** A quiz as lists deliver it (no questions). `canOpen`/`lockReason` come with a token: the server's access answer. */
export type QuizSummary = ApiSchema<'QuizSummary'>;

export type Question = ApiSchema<'Question'>;

/** The whole quiz (getquizbyid); `keyReleased: false` on an exam's paper served without its key (issue 31). */
export type QuizDetail = ApiSchema<'QuizDetail'>;

/** The server's scoring of a submission (completequiz). */
export type AttemptResult = ApiSchema<'AttemptResult'>;

/** Per-question result value (spec section 3): 1 correct, 0 wrong, -1 unattempted. */
export type QuestionStatus = 1 | 0 | -1;

export const FREE_CATEGORY = 'Free Exploratory Quiz';
export const PREMIUM_CATEGORY = 'Premium Quiz';
export const KYE_BYE = 'Kye Bye';
/** A quiz's kind for calls about it: Kye Bye quizzes live apart (spec section 7). */
export const quizKindOf = (division: string): 'quiz' | 'kyebye' => (division === KYE_BYE ? 'kyebye' : 'quiz');
/** The spec's fixed list values (section 9). */
export const DEFAULT_DIVISION = 'Abhyudaya';
export const DEFAULT_CLASS = 'Already passed 12th';

/** The URL of an image in either form. */
export const imageUrl = (ref: ImageRef | null | undefined): string | null =>
  !ref ? null : typeof ref === 'string' ? ref : ref.url || null;

/** The navigation state the question page is opened with (spec 2.9: state passed in). */
export interface QuestionPageState {
  quizId: string;
  quizName?: string;
  division?: string;
  subject?: string;
}

/** The navigation state /quizresult is opened with: the server's scoring and the learner's first choices. */
export interface QuizResultState {
  quizId: string;
  quizName: string;
  division: string;
  subject: string;
  classs: string;
  attemptId: string;
  result: AttemptResult;
  /** First chosen option per question (English option index), null when unanswered. */
  firstChoices: (number | null)[];
  statuses: QuestionStatus[];
}

/** The navigation state /reattempt is opened with (spec 2.11). */
export interface ReattemptState {
  quizId: string;
  wrongQuestions: number[];
  unattemptedQuestions: number[];
  division: string;
  userPaidfor: string[];
  selectedClassFromModal: string;
  quizClass: string;
  userId: string;
  quizSubject: string;
}

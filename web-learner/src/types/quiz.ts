import type { ImageVariant } from '@/components/ui/responsive-image';
import type { ApiSchema } from './api-schema';

/** Quiz shapes the learner app reads (spec section 3), as the catalog service answers them. */

/**
 * An image: a URL, or an object with url and storageType (spec section 3); those the platform stored also
 * carry their size and WebP copies.
 */
export type ImageRef =
  string | { url: string; storageType?: string; width?: number; height?: number; variants?: ImageVariant[] };

/** A private file: handed out only as a signed, expiring URL (getSignedUrl). */
export interface PrivateFile {
  bucketName: string;
  fileName: string;
  storageType?: string;
}

export type LockReason = 'premium' | 'old_quiz_restricted';

/** A quiz as lists deliver it (no questions). `canOpen`/`lockReason` come with a token: the server's access answer. */
export interface QuizSummary {
  _id: string;
  name: string;
  description: string;
  difficulty: string;
  subject: string;
  chapter: string;
  division: string;
  classs: string;
  createdAt: string;
  accessible: string[];
  questionsLength: number;
  quiz_image: ImageRef | null;
  canOpen?: boolean;
  lockReason?: LockReason | null;
  /** Marks for a right answer and taken off for a wrong one (the server scores with them). */
  marksPerCorrect?: number;
  negativeMarks?: number;
  /** How the quiz is played (issue 31): the practice player or the timed exam screen. */
  mode?: 'practice' | 'exam';
  durationMinutes?: number | null;
  sections?: Array<{ name: string; from: number; to: number; minutes?: number }>;
  /** A live mock: sat by everyone between these times, ranked at the close. */
  liveWindow?: { opensAt: string; closesAt: string } | null;
}

export interface Question {
  question: string;
  question_in_hindi: string;
  options: string[];
  options_hindi: string[];
  correct_answer: string;
  correct_answer_hindi: string;
  answer_explanation_in_english: string;
  answer_explaination_in_english?: string;
  answer_explanation_in_hindi: string;
  question_image: ImageRef | null;
  answer_image: ImageRef | null;
  video_link: PrivateFile | null;
  youtube_video: string;
  question_pdf: PrivateFile | null;
  question_pdf_images: ImageRef[];
}

export interface QuizDetail extends QuizSummary {
  quiz_pdf: PrivateFile | null;
  quiz_pdf_hindi: PrivateFile | null;
  quiz_video: PrivateFile | null;
  quiz_pdf_images: ImageRef[];
  quiz_pdf_images_hindi: ImageRef[];
  questions: Question[];
  /** False on an exam's paper served without its key and explanations (issue 31). */
  keyReleased?: false;
}

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

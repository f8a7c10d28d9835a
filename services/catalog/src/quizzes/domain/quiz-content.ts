import { CATEGORIES, CLASS_PASSED_12TH, DIVISIONS } from '@exam/contracts';
import { examSettingsError, examSettingsOf, type ExamSettings } from './exam-settings';
import { normalizeImage, normalizeImages, type ImageRef } from '../../media/domain/media-links';

/** A private file (video, PDF): handed out only as a signed, expiring URL through getSignedUrl. */
export interface PrivateFile {
  bucketName: string;
  fileName: string;
  storageType?: string;
}

/** A question with the spec's field names (section 3). */
export interface Question {
  question: string;
  question_in_hindi: string;
  options: string[];
  options_hindi: string[];
  correct_answer: string;
  correct_answer_hindi: string;
  answer_explanation_in_english: string;
  answer_explanation_in_hindi: string;
  question_image: ImageRef | null;
  answer_image: ImageRef | null;
  video_link: PrivateFile | null;
  youtube_video: string;
  question_pdf: PrivateFile | null;
  question_pdf_images: ImageRef[];
}

/**
 * Everything an editor writes about a quiz. The exam settings (issue 31) are absent on quizzes stored before
 * them: read them through examSettingsOf.
 */
export interface QuizContent extends Partial<ExamSettings> {
  name: string;
  description: string;
  /** The quiz's category (CATEGORIES): the spec's API, the stored quizzes and the events call the field difficulty. */
  difficulty: string;
  subject: string;
  chapter: string;
  division: string;
  classs: string;
  accessible: string[];
  quiz_image: ImageRef | null;
  quiz_pdf: PrivateFile | null;
  quiz_pdf_hindi: PrivateFile | null;
  quiz_video: PrivateFile | null;
  quiz_pdf_images: ImageRef[];
  quiz_pdf_images_hindi: ImageRef[];
  marksPerCorrect: number;
  negativeMarks: number;
  questions: Question[];
}

/** A broken rule in submitted content; the message says which field of which question. */
export class ContentError extends Error {}

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.map((x) => str(x)) : []);

export function normalizePrivateFile(v: unknown): PrivateFile | null {
  if (!v || typeof v !== 'object') return null;
  const { bucketName, fileName, storageType } = v as Record<string, unknown>;
  if (typeof bucketName !== 'string' || typeof fileName !== 'string' || !fileName) return null;
  return { bucketName, fileName, ...(typeof storageType === 'string' ? { storageType } : {}) };
}

/** Reads one submitted question; the English explanation is accepted under both spellings. */
export function normalizeQuestion(raw: unknown, number: number): Question {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw new ContentError(`Question ${number}: must be an object`);
  const q = raw as Record<string, unknown>;
  for (const field of ['options', 'options_hindi', 'question_pdf_images'] as const) {
    if (q[field] !== undefined && q[field] !== null && !Array.isArray(q[field]))
      throw new ContentError(`Question ${number}: ${field} must be a list`);
  }
  return {
    question: str(q.question),
    question_in_hindi: str(q.question_in_hindi),
    options: strings(q.options),
    options_hindi: strings(q.options_hindi),
    correct_answer: str(q.correct_answer),
    correct_answer_hindi: str(q.correct_answer_hindi),
    answer_explanation_in_english:
      str(q.answer_explanation_in_english) || str(q.answer_explaination_in_english),
    answer_explanation_in_hindi: str(q.answer_explanation_in_hindi),
    question_image: normalizeImage(q.question_image),
    answer_image: normalizeImage(q.answer_image),
    video_link: normalizePrivateFile(q.video_link),
    youtube_video: str(q.youtube_video),
    question_pdf: normalizePrivateFile(q.question_pdf),
    question_pdf_images: normalizeImages(q.question_pdf_images),
  };
}

/** The first broken rule of a question, or null. Numbers are 1-based, as editors count. */
export function questionError(q: Question, n: number): string | null {
  if (!q.question) return `Question ${n}: question is required`;
  if (q.options.length < 2) return `Question ${n}: options must have at least 2 entries`;
  if (q.options.some((o) => !o)) return `Question ${n}: options must not be empty`;
  if (new Set(q.options).size !== q.options.length) return `Question ${n}: options must be different`;
  if (!q.correct_answer) return `Question ${n}: correct_answer is required`;
  if (!q.options.includes(q.correct_answer))
    return `Question ${n}: correct_answer must be one of the options`;
  if (q.options_hindi.length) {
    if (q.options_hindi.length !== q.options.length)
      return `Question ${n}: options_hindi must have as many entries as options (${q.options.length})`;
    if (q.options_hindi.some((o) => !o)) return `Question ${n}: options_hindi must not be empty`;
    const expected = q.options_hindi[q.options.indexOf(q.correct_answer)];
    if (q.correct_answer_hindi && q.correct_answer_hindi !== expected)
      return `Question ${n}: correct_answer_hindi must be the Hindi option in the same place as correct_answer`;
  } else if (q.correct_answer_hindi) {
    return `Question ${n}: correct_answer_hindi needs options_hindi`;
  }
  return null;
}

/**
 * A Hindi gap: where a Hindi reader gets the spec's English fallback (no Hindi text, no Hindi options, or an
 * English explanation without its Hindi). The console counts and marks these questions.
 */
export const lacksHindi = (q: Question): boolean =>
  !q.question_in_hindi ||
  !q.options_hindi.length ||
  (!!q.answer_explanation_in_english && !q.answer_explanation_in_hindi);

/** The first broken rule of a whole quiz, or null. */
export function quizError(c: QuizContent): string | null {
  if (!c.name) return 'name is required';
  if (!(CATEGORIES as readonly string[]).includes(c.difficulty))
    return `difficulty must be one of ${CATEGORIES.join(', ')}`;
  if (!(DIVISIONS as readonly string[]).includes(c.division))
    return `division must be one of ${DIVISIONS.join(', ')}`;
  if (!c.subject) return 'subject is required';
  if (!c.classs) return 'classs is required';
  if (!Number.isFinite(c.marksPerCorrect) || c.marksPerCorrect <= 0)
    return 'marksPerCorrect must be a positive number';
  if (!Number.isFinite(c.negativeMarks) || c.negativeMarks < 0)
    return 'negativeMarks must be zero or a positive number';
  for (let i = 0; i < c.questions.length; i++) {
    const error = questionError(c.questions[i], i + 1);
    if (error) return error;
  }
  return examSettingsError(examSettingsOf(c), c.questions.length, c.division === 'Kye Bye');
}

/** Fills a Hindi correct answer left out by the editor from the matching Hindi option. */
export function completeHindiAnswer(q: Question): Question {
  if (q.correct_answer_hindi || !q.options_hindi.length) return q;
  const i = q.options.indexOf(q.correct_answer);
  return i >= 0 ? { ...q, correct_answer_hindi: q.options_hindi[i] ?? '' } : q;
}

/** Index of the correct option in the English options, per question: what the attempts service scores by. */
export function answerKey(questions: readonly Question[]): number[] {
  return questions.map((q) => Math.max(0, q.options.indexOf(q.correct_answer)));
}

export const DEFAULT_CONTENT: Omit<QuizContent, 'name' | 'difficulty' | 'division' | 'subject'> = {
  description: '',
  chapter: '',
  classs: CLASS_PASSED_12TH,
  accessible: [],
  quiz_image: null,
  quiz_pdf: null,
  quiz_pdf_hindi: null,
  quiz_video: null,
  quiz_pdf_images: [],
  quiz_pdf_images_hindi: [],
  marksPerCorrect: 1,
  negativeMarks: 0,
  questions: [],
};

import type { QuizKind } from '@exam/contracts';
import {
  ContentError,
  DEFAULT_CONTENT,
  completeHindiAnswer,
  normalizePrivateFile,
  normalizeQuestion,
  quizError,
  type QuizContent,
} from '../domain/quiz-content';
import { ExamSettingsError, readExamSettings } from '../domain/exam-settings';
import { normalizeImage, normalizeImages } from '../../media/domain/media-links';

const KYE_BYE = 'Kye Bye';
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * An editor's submitted quiz over what it was (or the defaults): fields left out keep their value, so
 * react-admin's full-record PUT and a partial change both work. Throws ContentError naming the field.
 */
export function readQuizInput(
  body: Record<string, unknown>,
  base: QuizContent | null,
  kind: QuizKind,
): QuizContent {
  const has = (k: string) => body[k] !== undefined;
  const b = base ?? { ...DEFAULT_CONTENT, name: '', difficulty: '', division: '', subject: '' };
  if (has('questions') && !Array.isArray(body.questions)) throw new ContentError('questions must be a list');
  if (has('accessible') && !Array.isArray(body.accessible))
    throw new ContentError('accessible must be a list');
  const subject = has('subject') ? text(body.subject) : b.subject;
  const content: QuizContent = {
    name: has('name') ? text(body.name) : b.name,
    description: has('description') ? text(body.description) : b.description,
    difficulty: has('difficulty') ? text(body.difficulty) : b.difficulty,
    subject,
    chapter: has('chapter') ? text(body.chapter) : b.chapter,
    division: kind === 'kyebye' ? KYE_BYE : has('division') ? text(body.division) : b.division,
    classs: has('classs') ? text(body.classs) : b.classs,
    accessible: has('accessible') ? (body.accessible as unknown[]).map(text).filter(Boolean) : b.accessible,
    quiz_image: has('quiz_image') ? normalizeImage(body.quiz_image) : b.quiz_image,
    quiz_pdf: has('quiz_pdf') ? normalizePrivateFile(body.quiz_pdf) : b.quiz_pdf,
    quiz_pdf_hindi: has('quiz_pdf_hindi') ? normalizePrivateFile(body.quiz_pdf_hindi) : b.quiz_pdf_hindi,
    quiz_video: has('quiz_video') ? normalizePrivateFile(body.quiz_video) : b.quiz_video,
    quiz_pdf_images: has('quiz_pdf_images') ? normalizeImages(body.quiz_pdf_images) : b.quiz_pdf_images,
    quiz_pdf_images_hindi: has('quiz_pdf_images_hindi')
      ? normalizeImages(body.quiz_pdf_images_hindi)
      : b.quiz_pdf_images_hindi,
    marksPerCorrect: has('marksPerCorrect') ? Number(body.marksPerCorrect) : b.marksPerCorrect,
    negativeMarks: has('negativeMarks') ? Number(body.negativeMarks) : b.negativeMarks,
    questions: has('questions')
      ? (body.questions as unknown[]).map((q, i) => completeHindiAnswer(normalizeQuestion(q, i + 1)))
      : b.questions,
    ...examSettings(body, base, subject),
  };
  const error = quizError(content);
  if (error) throw new ContentError(error);
  return content;
}

/** Issue 31's fields; an exam setting's own error is a ContentError like any other field's. */
function examSettings(body: Record<string, unknown>, base: QuizContent | null, subject: string) {
  try {
    return readExamSettings(body, base, subject);
  } catch (e) {
    if (e instanceof ExamSettingsError) throw new ContentError(e.message);
    throw e;
  }
}

import { examMinutesOf, examSettingsOf } from './domain/exam-settings';
import { normalizeImage, normalizeImages } from '../media/domain/media-links';
import type { Question } from './domain/quiz-content';
import type { QuizDoc, QuizSummaryDoc } from './persistence/quiz.schema';

/** How the quiz is played (issue 31), with an exam's resolved duration. */
export function examViewOf(s: Parameters<typeof examSettingsOf>[0], questionsLength: number) {
  const exam = examSettingsOf(s);
  return { ...exam, durationMinutes: examMinutesOf(exam, questionsLength) };
}

/** A list item: the quiz without its questions (spec section 7: lists carry questionsLength). */
export function toListItem(s: QuizSummaryDoc) {
  return {
    _id: s._id.toHexString(),
    name: s.name,
    description: s.description,
    difficulty: s.difficulty,
    subject: s.subject,
    chapter: s.chapter,
    division: s.division,
    classs: s.classs,
    createdAt: s.createdAt.toISOString(),
    accessible: s.accessible,
    questionsLength: s.questionsLength,
    quiz_image: normalizeImage(s.quiz_image),
    marksPerCorrect: s.marksPerCorrect,
    negativeMarks: s.negativeMarks,
    ...examViewOf(s, s.questionsLength),
  };
}

function questionView(q: Question) {
  return {
    ...q,
    question_image: normalizeImage(q.question_image),
    answer_image: normalizeImage(q.answer_image),
    question_pdf_images: normalizeImages(q.question_pdf_images),
    // Both spellings: the learner app of the spec reads the misspelt one in places.
    answer_explaination_in_english: q.answer_explanation_in_english,
  };
}

/** The whole quiz as getquizbyid, getDemoQuizbyId and getKyebyeQuizById answer it. */
export function toQuizDetail(doc: QuizDoc) {
  return {
    ...toListItem({ ...doc, questionsLength: doc.questions.length }),
    quiz_pdf: doc.quiz_pdf,
    quiz_pdf_hindi: doc.quiz_pdf_hindi,
    quiz_video: doc.quiz_video,
    quiz_pdf_images: normalizeImages(doc.quiz_pdf_images),
    quiz_pdf_images_hindi: normalizeImages(doc.quiz_pdf_images_hindi),
    questions: doc.questions.map(questionView),
  };
}
export type QuizDetail = ReturnType<typeof toQuizDetail>;

/**
 * An exam's paper (issue 31): the questions without the key, the explanations or the answer images, for a
 * learner who may not see them yet (see ExamKeyReleases); `keyReleased: false` says so.
 */
export function toExamPaper(doc: QuizDoc) {
  const detail = toQuizDetail(doc);
  return {
    ...detail,
    keyReleased: false,
    questions: detail.questions.map((q) => ({
      ...q,
      correct_answer: '',
      correct_answer_hindi: '',
      answer_explanation_in_english: '',
      answer_explaination_in_english: '',
      answer_explanation_in_hindi: '',
      answer_image: null,
    })),
  };
}

/** The admin console's record: everything, with react-admin's `id`. */
export function toAdminRecord(doc: QuizDoc) {
  const { _id, rev, deleted: _d, ...rest } = doc;
  return {
    id: _id.toHexString(),
    _id: _id.toHexString(),
    ...rest,
    ...examSettingsOf(doc),
    rev,
    questionsLength: doc.questions.length,
  };
}

export function toAdminListRow(s: QuizSummaryDoc) {
  const { _id, deleted: _d, ...rest } = s;
  return { id: _id.toHexString(), _id: _id.toHexString(), ...rest, ...examSettingsOf(s) };
}

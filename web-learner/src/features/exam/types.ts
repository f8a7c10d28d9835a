/** Exam mode's shapes as the attempts service answers them (issue 31). */
import type { ConfidenceTag } from '@/components/learning/confidence';
import type { ApiAnswer, ApiSchema } from '@exam/web-theme/src/api';

export type { ConfidenceTag };

/** A question's state in a session: the saved response, the review flag, opened or not, seconds spent. */
export type SavedResponse = ExamSession['responses'][number];

export type ResponseValue = ApiSchema<'ResponseDto'>;

/** One save of this device, numbered in the order made; without `response` it records a visit. */
export type SaveItem = ApiSchema<'SaveDto'>;

export type SectionWindow = ExamSession['sections'][number];

export type ExamSession = ApiSchema<'ExamSession'>;

export type SaveAnswer = ApiAnswer<'/api/exams/{quizId}/answers', 'post'>;

export type SectionResult = ApiSchema<'ExamSectionResult'>;

export type QuestionResult = ApiSchema<'ExamQuestionResult'>;

/** GET /api/exams/{quizId}/result: the submission's facts, and the rest once released (a live mock's at its close). */
export type ExamResult = ApiSchema<'ExamResult'>;

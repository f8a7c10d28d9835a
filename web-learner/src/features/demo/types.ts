import type { Question, QuizDetail } from '@/types/quiz';

/** The demo quiz as getDemoQuizbyId answers it (spec sections 3 and 7): the whole quiz, as getquizbyid's. */
export type { ImageRef, PrivateFile } from '@/types/quiz';

export type DemoQuestion = Question;

export type DemoQuiz = QuizDetail;

/** The language the questions are shown in (the interface language is separate). */
export type QuizLanguage = 'en' | 'hi';

/** Per-question result value (spec section 3): 1 correct, 0 wrong, -1 unattempted. */
export type QuestionResult = 1 | 0 | -1;

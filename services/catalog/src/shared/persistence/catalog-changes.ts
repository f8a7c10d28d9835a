import type { QuizKind } from '@exam/contracts';
import type { QuizDoc } from '../../quizzes/persistence/quiz.schema';

/** The capabilities of catalog that write through the service's change log (libs/messaging change-log). */
export const CAPABILITY = {
  /** A quiz's whole next state at its next revision: `quiz:<quizId>:<rev>`, recorded once per revision. */
  quiz: 'quiz',
  /** A learner was served a quiz's questions: `quiz-opened:<userId>:<quizId>`, once per learner and quiz. */
  quizOpened: 'quiz-opened',
} as const;

export interface QuizChange {
  /**
   * The quiz's whole next state. In this instance's memory it is released (null) once the request applied
   * it: the log keeps the entry until its events are out, and after a large import those are thousands of
   * quizzes with their questions. The stored entry keeps it, for the sweeper after a crash.
   */
  doc: QuizDoc | null;
}

export interface OpenDoc {
  _id: string;
  userId: string;
  quizId: string;
  kind: QuizKind;
  openedAt: Date;
}

export interface QuizOpenedChange {
  open: OpenDoc;
}

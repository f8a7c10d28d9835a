import type { QuizSummaryDoc } from '../quizzes/persistence/quiz.schema';

/**
 * What the challenge process needs of exam mode (issue 31): whether a quiz is a live mock and when it
 * closes, and whether a learner sat it (submitted a session). Bound to exam mode's settings and key
 * releases in the catalog module.
 */
export abstract class LiveMocks {
  /** The live mock's close, or null when the quiz is not a live mock. */
  abstract closesAt(summary: QuizSummaryDoc): string | null;
  abstract sat(userId: string, quizId: string): Promise<boolean>;
}

import { Query } from '@nestjs/cqrs';

/** One scored completion, as the dashboard's chart plots it. */
export interface ScorePoint {
  quizId: string;
  quizName: string;
  subject: string;
  division: string;
  completedAt: string;
  score: number;
  totalQuestions: number;
  correctAnswers: number;
  /** correctAnswers / totalQuestions × 100, to one decimal: comparable across quizzes of any length. */
  percent: number;
}

export interface ScoreHistoryView {
  points: ScorePoint[];
}

/** The learner's most recent completions, oldest first (the dashboard's chart of scores over time). */
export class GetScoreHistoryQuery extends Query<ScoreHistoryView> {
  constructor(
    readonly userId: string,
    readonly limit: number,
  ) {
    super();
  }
}

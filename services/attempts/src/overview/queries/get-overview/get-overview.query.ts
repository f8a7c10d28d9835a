import { Query } from '@nestjs/cqrs';

export interface DayCount {
  /** YYYY-MM-DD (UTC) */
  day: string;
  attempts: number;
  completions: number;
}

export interface QuizFigure {
  quizId: string;
  quizName: string;
  completions: number;
  /** Mean of correctAnswers / totalQuestions × 100 over the quiz's completions, to one decimal. */
  averagePercent: number;
}

export interface AttemptsOverview {
  today: { attempts: number; completions: number };
  last30Days: { attempts: number; completions: number; perDay: DayCount[] };
  mostTaken: QuizFigure[];
  lowestAverage: QuizFigure[];
}

/** The admin console's overview of attempts' own records: counts, most taken, lowest average. */
export class GetAttemptsOverviewQuery extends Query<AttemptsOverview> {
  constructor(readonly now: Date) {
    super();
  }
}

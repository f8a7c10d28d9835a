import { InjectModel } from '@nestjs/mongoose';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Model } from 'mongoose';
import { ATTEMPTS } from '../../../attempts.constants';
import { nativeCollection } from '../../../shared/persistence/keys';
import { Completion } from '../../../completion/persistence/completion.schema';
import { QuizProgress } from '../../../progress/persistence/quiz-progress.schema';
import { GetAttemptsOverviewQuery, type AttemptsOverview, type QuizFigure } from './get-overview.query';

const DAY_MS = 86_400_000;
export const OVERVIEW_DAYS = 30;
export const OVERVIEW_TOP = 5;

const dayOf = (d: Date) => new Date(d).toISOString().slice(0, 10);
const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Attempts are the recorded starts (quiz_progress, by their latest start), completions the stored scored
 * completions (quiz_attempts). Days are UTC days; "today" is the current UTC day.
 */
@QueryHandler(GetAttemptsOverviewQuery)
export class GetAttemptsOverviewHandler implements IQueryHandler<GetAttemptsOverviewQuery> {
  constructor(
    @InjectModel(Completion.name, ATTEMPTS) private readonly completions: Model<Completion>,
    @InjectModel(QuizProgress.name, ATTEMPTS) private readonly progress: Model<QuizProgress>,
  ) {}

  async execute({ now }: GetAttemptsOverviewQuery): Promise<AttemptsOverview> {
    const todayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const since = new Date(todayStart.getTime() - (OVERVIEW_DAYS - 1) * DAY_MS);
    const perDay = new Map<string, { attempts: number; completions: number }>();
    for (let i = 0; i < OVERVIEW_DAYS; i++)
      perDay.set(dayOf(new Date(since.getTime() + i * DAY_MS)), { attempts: 0, completions: 0 });

    const started = await nativeCollection<QuizProgress>(this.progress)
      .find({ lastAttemptedAt: { $gte: since } }, { projection: { lastAttemptedAt: 1 } })
      .toArray();
    for (const p of started) {
      const day = perDay.get(dayOf(p.lastAttemptedAt));
      if (day) day.attempts++;
    }

    const byQuiz = new Map<string, { quizName: string; completions: number; percentSum: number }>();
    const completed = await nativeCollection<Completion>(this.completions)
      .find({}, { projection: { quizId: 1, quizName: 1, result: 1, completedAt: 1 } })
      .toArray();
    for (const a of completed) {
      const completedAt = new Date(a.completedAt);
      if (completedAt >= since) {
        const day = perDay.get(dayOf(completedAt));
        if (day) day.completions++;
      }
      const quiz = byQuiz.get(a.quizId) ?? { quizName: a.quizName, completions: 0, percentSum: 0 };
      quiz.completions++;
      const total = a.result?.totalQuestions ?? 0;
      quiz.percentSum += total > 0 ? ((a.result.correctAnswers ?? 0) / total) * 100 : 0;
      byQuiz.set(a.quizId, quiz);
    }

    const figures: QuizFigure[] = [...byQuiz].map(([quizId, q]) => ({
      quizId,
      quizName: q.quizName,
      completions: q.completions,
      averagePercent: round1(q.percentSum / q.completions),
    }));
    const days = [...perDay].map(([day, c]) => ({ day, ...c }));
    const today = days[days.length - 1];
    return {
      today: { attempts: today.attempts, completions: today.completions },
      last30Days: {
        attempts: days.reduce((n, d) => n + d.attempts, 0),
        completions: days.reduce((n, d) => n + d.completions, 0),
        perDay: days,
      },
      mostTaken: [...figures]
        .sort((x, y) => y.completions - x.completions || x.quizName.localeCompare(y.quizName))
        .slice(0, OVERVIEW_TOP),
      lowestAverage: [...figures]
        .sort((x, y) => x.averagePercent - y.averagePercent || x.quizName.localeCompare(y.quizName))
        .slice(0, OVERVIEW_TOP),
    };
  }
}

import { InjectModel } from '@nestjs/mongoose';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Model } from 'mongoose';
import { ATTEMPTS } from '../../../attempts.constants';
import { nativeCollection } from '../../../shared/persistence/keys';
import { Completion } from '../../../completion/persistence/completion.schema';
import { GetScoreHistoryQuery, type ScoreHistoryView } from './get-score-history.query';

const percentOf = (correct: number, total: number) =>
  total > 0 ? Math.round((correct / total) * 1000) / 10 : 0;

/** A filtered, sorted, limited find on attempts' own completions: no other service's data. */
@QueryHandler(GetScoreHistoryQuery)
export class GetScoreHistoryHandler implements IQueryHandler<GetScoreHistoryQuery> {
  constructor(@InjectModel(Completion.name, ATTEMPTS) private readonly completions: Model<Completion>) {}

  async execute({ userId, limit }: GetScoreHistoryQuery): Promise<ScoreHistoryView> {
    const newest = await nativeCollection<Completion>(this.completions)
      .find(
        { userId },
        { projection: { quizId: 1, quizName: 1, subject: 1, division: 1, result: 1, completedAt: 1 } },
      )
      .sort({ completedAt: -1 })
      .limit(limit)
      .toArray();
    return {
      points: newest.reverse().map((a) => ({
        quizId: a.quizId,
        quizName: a.quizName,
        subject: a.subject,
        division: a.division,
        completedAt: new Date(a.completedAt).toISOString(),
        score: a.result.score,
        totalQuestions: a.result.totalQuestions,
        correctAnswers: a.result.correctAnswers,
        percent: percentOf(a.result.correctAnswers, a.result.totalQuestions),
      })),
    };
  }
}

import { notFound } from '@exam/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CompletionRecords } from '../../../completion/persistence/completion-records';
import { RankedClaims } from '../../../completion/persistence/ranked-claims';
import { bandKey, percentileOf } from '../../domain/percentile';
import { fieldKey, progressKey } from '../../../shared/persistence/keys';
import { QUIZ_NOT_FOUND_MESSAGE } from '../../../quiz-catalog/playable-quizzes';
import { QuizCatalogReadModel } from '../../../quiz-catalog/persistence/quiz-catalog.read-model';
import { bandDocId, PercentileReadModel } from '../../persistence/percentile.read-model';
import { GetPercentileQuery, type PercentileView } from './get-percentile.query';

export const NOT_ELIGIBLE_MESSAGE = 'Complete this quiz to see your percentile.';

interface Ranked {
  quizId: string;
  score: number;
  at: number;
  counted: boolean;
}

/**
 * Answers from the quiz's summary and the learner's band: two lookups by _id, whatever the number of candidates. The learner's
 * ranked score comes from ranked_scores; a completion submitted a moment ago and not projected yet is read
 * from its ranked claim and counted in, so the results screen never sees "not eligible" right after submitting.
 */
@QueryHandler(GetPercentileQuery)
export class GetPercentileHandler implements IQueryHandler<GetPercentileQuery> {
  constructor(
    private readonly catalog: QuizCatalogReadModel,
    private readonly percentiles: PercentileReadModel,
    private readonly claims: RankedClaims,
    private readonly records: CompletionRecords,
  ) {}

  async execute({ quizName, userId }: GetPercentileQuery): Promise<PercentileView> {
    const named = await this.catalog.names().findOne({ _id: quizName });
    if (!named?.quizIds.length) throw notFound(QUIZ_NOT_FOUND_MESSAGE);
    // Names are not unique: the quiz of that name this learner completed (the latest, if several).
    const ranked = (await Promise.all(named.quizIds.map((quizId) => this.rankedScore(quizId, userId))))
      .filter((r): r is Ranked => r !== null)
      .sort((a, b) => b.at - a.at)[0];
    const quizId = ranked?.quizId ?? named.quizIds[0];
    const [summary, band] = await Promise.all([
      this.percentiles.summaries().findOne({ _id: quizId }),
      ranked ? this.percentiles.bands().findOne({ _id: bandDocId(quizId, bandKey(ranked.score)) }) : null,
    ]);
    if (!ranked)
      return {
        eligible: false,
        percentile: null,
        candidates: summary?.total ?? 0,
        message: NOT_ELIGIBLE_MESSAGE,
      };
    const marker = fieldKey(userId);
    const answer = percentileOf({
      bands: summary?.bands ?? {},
      band: band?.hist ?? {},
      score: ranked.score,
      missingFromBands: !ranked.counted && !summary?.pending?.[marker],
      missingFromBand: !ranked.counted && !band?.pending?.[marker],
    });
    return { eligible: true, ...answer };
  }

  private async rankedScore(quizId: string, userId: string): Promise<Ranked | null> {
    const key = progressKey(userId, quizId);
    const projected = await this.percentiles.rankedScores().findOne({ _id: key });
    if (projected)
      return { quizId, score: projected.score, at: Date.parse(projected.completedAt), counted: true };
    const claim = await this.claims.find(key);
    if (!claim) {
      // Committed a moment ago and not applied yet: it will rank first, as nothing claimed the rank before it.
      const pending = this.records.pendingFor(userId, quizId);
      return (
        pending && { quizId, score: pending.result.score, at: pending.completedAt.getTime(), counted: false }
      );
    }
    // A claim whose attempt was never recorded (cut off by a crash) ranks nothing.
    const attempt = await this.records.find(claim.attemptId);
    if (attempt?.userId !== userId || attempt.quizId !== quizId) return null;
    return {
      quizId,
      score: attempt.result.score,
      at: new Date(attempt.completedAt).getTime(),
      counted: false,
    };
  }
}

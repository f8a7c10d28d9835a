import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { ChangeApplier, ChangeLogEntry } from '@exam/messaging';
import type { Model } from 'mongoose';
import { ATTEMPTS } from '../attempts.constants';
import { bandKey, scoreKey } from '../percentile/domain/percentile';
import { CAPABILITY, type RescoreChange } from '../shared/persistence/attempt-changes';
import { nativeCollection, progressKey } from '../shared/persistence/keys';
import { Completion } from './persistence/completion.schema';
import { bandDocId, PercentileReadModel } from '../percentile/persistence/percentile.read-model';

/**
 * Writes a committed re-scoring: each changed completion's result, then the quiz's summary and band
 * histograms anew from the ranked completions, and each learner's ranked score with them (so the
 * percentile projector does not count a completion already counted here). Idempotent: $set and replace.
 */
@Injectable()
export class RescoreApplier implements ChangeApplier<RescoreChange> {
  readonly capability = CAPABILITY.rescore;

  constructor(
    @InjectModel(Completion.name, ATTEMPTS) private readonly model: Model<Completion>,
    private readonly percentiles: PercentileReadModel,
  ) {}

  async apply(entries: ReadonlyArray<ChangeLogEntry<RescoreChange>>): Promise<void> {
    const attempts = nativeCollection<Completion>(this.model);
    for (const { change } of entries) {
      for (const { attemptId, result, statuses } of change.results)
        await attempts.updateOne({ _id: attemptId }, { $set: { result, statuses } });
      await this.rebuildPercentile(change.quizId, change.ranked);
    }
  }

  private async rebuildPercentile(quizId: string, ranked: RescoreChange['ranked']): Promise<void> {
    this.percentiles.markRebuilt(quizId);
    const bands: Record<string, number> = {};
    const hists = new Map<string, Record<string, number>>();
    for (const { score } of ranked) {
      const band = bandKey(score);
      bands[band] = (bands[band] ?? 0) + 1;
      const hist = hists.get(band) ?? {};
      hist[scoreKey(score)] = (hist[scoreKey(score)] ?? 0) + 1;
      hists.set(band, hist);
    }
    for (const { userId, attemptId, score, completedAt } of ranked)
      await this.percentiles
        .rankedScores()
        .updateOne(
          { _id: progressKey(userId, quizId) },
          { $set: { score, attemptId, userId, quizId }, $setOnInsert: { completedAt } },
          { upsert: true },
        );
    const old = await this.percentiles.summaries().findOne({ _id: quizId });
    const stale = Object.keys(old?.bands ?? {}).filter((b) => !hists.has(b));
    if (stale.length)
      await this.percentiles.bands().deleteMany({ _id: { $in: stale.map((b) => bandDocId(quizId, b)) } });
    for (const [band, hist] of hists)
      await this.percentiles.bands().replaceOne({ _id: bandDocId(quizId, band) }, { hist }, { upsert: true });
    await this.percentiles
      .summaries()
      .replaceOne({ _id: quizId }, { total: ranked.length, bands }, { upsert: true });
  }
}

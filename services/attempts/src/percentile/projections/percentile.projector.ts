import { isDuplicateKey } from '@exam/common';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { QuizCompleted, TOPICS, type EventEnvelope } from '@exam/contracts';
import { MongoProjector } from '@exam/messaging';
import type { Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { ATTEMPTS } from '../../attempts.constants';
import { bandKey, scoreKey } from '../../domain/percentile';
import { fieldKey, progressKey } from '../../persistence/keys';
import { bandDocId, PercentileStore, type Marked } from '../percentile.read-model';

type Counted = Collection<Marked>;

/**
 * Ranked completions → the per-quiz summary and band histograms. The base class skips events it remembers,
 * but the one applied just before a crash and not yet remembered comes again, and a plain $inc would count
 * it twice. So each increment goes with a marker `pending.<userId>` in one atomic update guarded by "no
 * such marker": a repeat finds the marker and does not count again. Then ranked_scores records the score
 * (what a repeat checks first), and the markers are removed with the document's next increment; markers
 * left behind by a restart only take a little room.
 */
@Injectable()
export class PercentileProjector extends MongoProjector {
  readonly name = 'attempts.percentile';
  readonly topics = [TOPICS.attempts];
  /** Per document, learners whose ranked score is recorded: their markers can go. */
  private readonly settled = new Map<string, Set<string>>();

  constructor(
    @InjectConnection(ATTEMPTS) connection: Connection,
    private readonly store: PercentileStore,
  ) {
    super(connection);
  }

  protected override handles(event: EventEnvelope): boolean {
    return QuizCompleted.is(event) && event.payload.ranked;
  }

  protected async project(event: EventEnvelope): Promise<void> {
    if (!QuizCompleted.is(event) || !event.payload.ranked) return;
    const { userId, quizId, score, attemptId, completedAt } = event.payload;
    const band = bandKey(score);
    const targets: Array<[Counted, string, Record<string, number>]> = [
      [this.store.marked('bands'), bandDocId(quizId, band), { [`hist.${scoreKey(score)}`]: 1 }],
      [this.store.marked('summaries'), quizId, { total: 1, [`bands.${band}`]: 1 }],
    ];
    const _id = progressKey(userId, quizId);
    if (!(await this.store.rankedScores().findOne({ _id }))) {
      for (const [collection, docId, inc] of targets) await this.countOnce(collection, docId, userId, inc);
      try {
        await this.store.rankedScores().insertOne({ _id, userId, quizId, score, attemptId, completedAt });
      } catch (e) {
        if (!isDuplicateKey(e)) throw e;
      }
    }
    for (const [collection, docId] of targets) this.settledIn(collection, docId).add(userId);
  }

  private async countOnce(collection: Counted, docId: string, userId: string, inc: Record<string, number>) {
    const marker = `pending.${fieldKey(userId)}`;
    const settled = this.settledIn(collection, docId);
    for (let tries = 0; tries < 3; tries++) {
      const done = [...settled].filter((u) => u !== userId);
      done.forEach((u) => settled.delete(u));
      const unset: Record<string, ''> = {};
      for (const u of done) unset[`pending.${fieldKey(u)}`] = '';
      try {
        await collection.updateOne(
          { _id: docId, [marker]: { $exists: false } },
          { $inc: inc, $set: { [marker]: true }, ...(done.length ? { $unset: unset } : {}) },
          { upsert: true },
        );
        return;
      } catch (e) {
        done.forEach((u) => settled.add(u));
        if (!isDuplicateKey(e)) throw e;
      }
      // The guard did not match: this learner is already counted here, or the document was just created.
      const doc = await collection.findOne({ _id: docId }, { projection: { [marker]: 1 } });
      if (doc?.pending?.[fieldKey(userId)]) return;
    }
    throw new Error(`Percentile document ${docId} kept changing; will retry`);
  }

  private settledIn(collection: Counted, docId: string): Set<string> {
    const key = `${collection.collectionName}:${docId}`;
    let set = this.settled.get(key);
    if (!set) this.settled.set(key, (set = new Set()));
    return set;
  }

  protected async clear(): Promise<void> {
    this.settled.clear();
    await Promise.all([
      this.store.summaries().deleteMany({}),
      this.store.bands().deleteMany({}),
      this.store.rankedScores().deleteMany({}),
    ]);
  }
}

import { isDuplicateKey } from '@exam/common';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { QuizCompleted, TOPICS, type EventEnvelope, type PayloadOf } from '@exam/contracts';
import { findByIds, MongoProjector, type BatchDelivery } from '@exam/messaging';
import type { Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { ATTEMPTS } from '../../attempts.constants';
import { bandKey, scoreKey } from '../domain/percentile';
import { fieldKey, progressKey } from '../../shared/persistence/keys';
import { bandDocId, PercentileReadModel, type Marked } from '../persistence/percentile.read-model';

type Counted = Collection<Marked>;
type Completed = PayloadOf<typeof QuizCompleted>;

/** One document's share of a batch: the learners counted in it and each one's increment. */
interface DocCount {
  collection: Counted;
  docId: string;
  counts: Array<{ userId: string; inc: Record<string, number> }>;
}

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
  /** Guarded increments and ranked_scores: a repeat counts nothing. */
  protected override readonly batchesAreIdempotent = true;
  /** Per document, learners whose ranked score is recorded: their markers can go. */
  private readonly settled = new Map<string, Set<string>>();

  constructor(
    @InjectConnection(ATTEMPTS) connection: Connection,
    private readonly store: PercentileReadModel,
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

  /**
   * A batch of events: one guarded $inc per document (the quiz's summary, each band's histogram) for all
   * learners of the batch, then one insert of their ranked scores. A document where one of them is already
   * marked (a redelivery after a crash) falls back to the one-learner path. Whether a learner is counted
   * already (ranked_scores) is read, in one lookup for the batch, only when the batch may be a repeat (a
   * Kafka consumer's always may) or a re-scoring of the quiz counted stored completions.
   */
  protected override async projectBatch(
    events: readonly EventEnvelope[],
    delivery: BatchDelivery,
  ): Promise<void> {
    const firsts = new Map<string, Completed>();
    for (const e of events)
      if (QuizCompleted.is(e) && e.payload.ranked) {
        const key = progressKey(e.payload.userId, e.payload.quizId);
        if (!firsts.has(key)) firsts.set(key, e.payload);
      }
    if (!firsts.size) return;
    const keys = [...firsts.keys()];
    const inDoubt = keys.filter((k) => delivery.mayRepeat || this.store.wasRebuilt(firsts.get(k)!.quizId));
    const known = await findByIds(this.store.rankedScores(), inDoubt, { projection: { _id: 1 } });
    const fresh = keys.filter((k) => !known.has(k)).map((k) => firsts.get(k)!);
    const docs = new Map<string, DocCount>();
    const add = (collection: Counted, docId: string, userId: string, inc: Record<string, number>) => {
      const key = `${collection.collectionName}:${docId}`;
      const doc = docs.get(key) ?? { collection, docId, counts: [] };
      doc.counts.push({ userId, inc });
      docs.set(key, doc);
    };
    for (const { userId, quizId, score } of fresh) {
      const band = bandKey(score);
      add(this.store.marked('bands'), bandDocId(quizId, band), userId, { [`hist.${scoreKey(score)}`]: 1 });
      add(this.store.marked('summaries'), quizId, userId, { total: 1, [`bands.${band}`]: 1 });
    }
    await Promise.all([...docs.values()].map((d) => this.countAllOnce(d)));
    const scores = fresh.map(({ userId, quizId, score, attemptId, completedAt }) => ({
      _id: progressKey(userId, quizId),
      userId,
      quizId,
      score,
      attemptId,
      completedAt,
    }));
    try {
      if (scores.length) await this.store.rankedScores().insertMany(scores, { ordered: false });
    } catch (e) {
      const errors = (e as { writeErrors?: unknown }).writeErrors;
      if (errors === undefined || !([] as unknown[]).concat(errors).every(isDuplicateKey)) throw e;
    }
    for (const { collection, docId, counts } of docs.values())
      for (const { userId } of counts) this.settledIn(collection, docId).add(userId);
  }

  private async countAllOnce({ collection, docId, counts }: DocCount): Promise<void> {
    const settled = this.settledIn(collection, docId);
    const ours = new Set(counts.map((c) => c.userId));
    const done = [...settled].filter((u) => !ours.has(u));
    const filter: Record<string, unknown> = { _id: docId };
    const inc: Record<string, number> = {};
    const set: Record<string, true> = {};
    for (const { userId, inc: one } of counts) {
      filter[`pending.${fieldKey(userId)}`] = { $exists: false };
      set[`pending.${fieldKey(userId)}`] = true;
      for (const [field, n] of Object.entries(one)) inc[field] = (inc[field] ?? 0) + n;
    }
    const unset: Record<string, ''> = {};
    for (const u of done) unset[`pending.${fieldKey(u)}`] = '';
    try {
      const res = await collection.updateOne(
        filter as never,
        { $inc: inc, $set: set, ...(done.length ? { $unset: unset } : {}) },
        { upsert: true },
      );
      if (res.matchedCount || res.upsertedCount) {
        done.forEach((u) => settled.delete(u));
        return;
      }
    } catch (e) {
      if (!isDuplicateKey(e)) throw e;
    }
    // Someone of the batch is marked here already (or the document was just created): one by one.
    for (const { userId, inc: one } of counts) await this.countOnce(collection, docId, userId, one);
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

import { withCorrelation, type EventEnvelope } from '@exam/contracts';
import type { Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import type { BatchDelivery } from '../event-bus.port';
import { findByIds } from '../find-by-ids';

/** A batch handed over without word from the bus (a test, a caller of its own) may repeat anything. */
const IN_DOUBT: BatchDelivery = { mayRepeat: true };

/** Events a projector's work raises (a re-scoring, say) carry the correlation id of the event it handles. */
const causedBy = (event: EventEnvelope, work: () => Promise<void>) =>
  withCorrelation(event.correlationId ?? event.eventId, work);

/** Aggregates projected side by side within one batch. */
const BATCH_LANES = 8;

interface AppliedDoc {
  _id: string;
  projector: string;
  appliedAt: Date;
}

/**
 * Base of every read-model projector. It remembers the ids of the events it applied (in the owning
 * service's database), so a redelivered event changes nothing, and it can forget them all to rebuild its
 * read model from the beginning of its topics. `project` must also tolerate a repeat of the one event
 * that was applied just before a crash and not yet remembered: prefer $set, $addToSet and upserts.
 */
export abstract class Projector {
  /** Also the consumer group id, e.g. 'identity.learner-profile'. */
  abstract readonly name: string;
  abstract readonly topics: readonly string[];

  protected abstract project(event: EventEnvelope): Promise<void>;
  /** Events this projector ignores skip the applied-event bookkeeping entirely (it costs two round trips). */
  protected handles(_event: EventEnvelope): boolean {
    return true;
  }
  /** Drops the read model before a rebuild. */
  protected abstract clear(): Promise<void>;
  /** Where applied event ids are kept: a collection of the owning service's database. */
  protected abstract appliedEvents(): Collection<AppliedDoc>;

  async handle(event: EventEnvelope): Promise<void> {
    if (!this.handles(event)) return;
    const id = `${this.name}:${event.eventId}`;
    const applied = this.appliedEvents();
    if (await applied.findOne({ _id: id }, { projection: { _id: 1 } })) return;
    await causedBy(event, () => this.project(event));
    await applied.updateOne(
      { _id: id },
      { $setOnInsert: { projector: this.name, appliedAt: new Date() } },
      { upsert: true },
    );
  }

  /**
   * Several events at once, in order: one lookup of the applied ids (by _id, so the read stays cheap however
   * many are remembered), `projectBatch` on the new ones, and one insert remembering them all.
   */
  async handleBatch(events: readonly EventEnvelope[], delivery: BatchDelivery = IN_DOUBT): Promise<void> {
    const once = new Set<string>();
    const relevant = events.filter((e) => this.handles(e) && !once.has(e.eventId) && !!once.add(e.eventId));
    if (!relevant.length) return;
    if (this.batchesAreIdempotent) return this.projectBatch(relevant, delivery);
    const applied = this.appliedEvents();
    // Only events a repeat could harm are looked up and remembered; the others are projected again.
    const tracked = relevant.filter((e) => !this.repeatIsHarmless(e));
    const ids = tracked.map((e) => `${this.name}:${e.eventId}`);
    const remembered = await findByIds(applied, ids, { projection: { _id: 1 } });
    const seen = ids.map((_id) => remembered.has(_id));
    const skipped = new Set(tracked.filter((_e, i) => seen[i]));
    const fresh = relevant.filter((e) => !skipped.has(e));
    const freshIds = ids.filter((_id, i) => !seen[i]);
    if (!fresh.length) return;
    await this.projectBatch(fresh, delivery);
    if (!freshIds.length) return;
    const appliedAt = new Date();
    try {
      await applied.insertMany(
        freshIds.map((_id) => ({ _id, projector: this.name, appliedAt })),
        { ordered: false },
      );
    } catch (e) {
      const errors = (e as { writeErrors?: unknown }).writeErrors;
      const all = errors === undefined ? [e] : ([] as unknown[]).concat(errors);
      if (!all.every((w) => (w as { code?: number }).code === 11000)) throw e;
    }
  }

  /**
   * True when projectBatch itself counts every event once however often it comes (guarded increments,
   * $addToSet): the applied-id bookkeeping, a read and a write per event, is then skipped for batches.
   */
  protected readonly batchesAreIdempotent: boolean = false;

  /**
   * True for an event whose repeat changes nothing whenever it comes, even after later events (an
   * $addToSet, or a write guarded so that a repeat fails the guard and is folded as a no-op, as the
   * learner profile's guarded $push): in a batch it skips the applied-id bookkeeping, a read and a write
   * per event.
   */
  protected repeatIsHarmless(_event: EventEnvelope): boolean {
    return false;
  }

  /**
   * Projects each aggregate's events in order, different aggregates side by side (the bus promises order
   * per aggregate only); override to write once per batch instead of once per event. `delivery` tells
   * whether the batch may hold events this projector saw before (the reads that detect a repeat are
   * needed only then).
   */
  protected async projectBatch(events: readonly EventEnvelope[], _delivery: BatchDelivery): Promise<void> {
    const perAggregate = new Map<string, EventEnvelope[]>();
    for (const e of events) {
      const list = perAggregate.get(e.aggregateId) ?? [];
      list.push(e);
      perAggregate.set(e.aggregateId, list);
    }
    const queues = [...perAggregate.values()];
    const lanes = Array.from({ length: Math.min(BATCH_LANES, queues.length) }, async () => {
      for (let q = queues.shift(); q; q = queues.shift())
        for (const e of q) await causedBy(e, () => this.project(e));
    });
    await Promise.all(lanes);
  }

  /** Forgets the read model and every applied event id, so a replay rebuilds it from scratch. */
  async resetForRebuild(): Promise<void> {
    await this.clear();
    await this.appliedEvents().deleteMany({ projector: this.name });
  }
}

/** A projector whose read model and applied-event ids live in one service's mongoose connection. */
export abstract class MongoProjector extends Projector {
  constructor(protected readonly connection: Connection) {
    super();
  }

  protected appliedEvents(): Collection<AppliedDoc> {
    const db = this.connection.db;
    if (!db) throw new Error(`${this.name}: the database connection is not open`);
    return db.collection<AppliedDoc>('applied_events');
  }
}

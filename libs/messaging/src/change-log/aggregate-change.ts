import { isDuplicateKey } from '@exam/common';
import type { EventEnvelope } from '@exam/contracts';
import { randomUUID } from 'node:crypto';
import type { AnyBulkWriteOperation, Collection, Document, Filter, UpdateFilter } from 'mongodb';
import type { ChangeLog } from './change-log';
import { changeId, type ChangeApplier, type ChangeLogEntry } from './change-log-entry';

/**
 * A conditional change of one aggregate document: create it, or update it only if it still matches
 * `expect` (its version, its status: a compare-and-set). Whether it took effect decides whether its
 * events exist at all.
 */
export type AggregateChange =
  | { op: 'insert'; id: string; document: Document }
  | { op: 'update'; id: string; expect: Document; set: Document };

/**
 * On each aggregate document, the ids of the change-log entries that changed it: how an applier told to
 * apply an entry again (after a crash, by the sweeper) knows whether the entry took effect the first time,
 * when the document has moved on since. One id per state change, so it stays as small as the aggregate's
 * history (a subscription's few transitions, an order's one). Reads leave it out.
 */
export const APPLIED_CHANGES_FIELD = 'appliedChanges';

/** An aggregate document as the applier sees it: keyed by a string, recording the entries applied. */
export interface AggregateDoc extends Document {
  _id: string;
  appliedChanges?: string[];
}

/**
 * Applies AggregateChanges to one collection: one bulk write per batch, each update filtered on its
 * expectation and recording its entry id in the same single-document update. The entries whose change
 * took effect (the document records their id) publish their events; an entry that lost its
 * compare-and-set publishes none, and the command that wrote it learns so from `commit`.
 */
export class AggregateChangeApplier implements ChangeApplier<AggregateChange> {
  constructor(
    readonly capability: string,
    private readonly collection: () => Collection<AggregateDoc>,
  ) {}

  async apply(entries: ReadonlyArray<ChangeLogEntry<AggregateChange>>): Promise<EventEnvelope[][]> {
    const now = new Date();
    const ops = entries.map(({ _id, change }): AnyBulkWriteOperation<AggregateDoc> => {
      if (change.op === 'insert')
        return {
          insertOne: { document: { ...change.document, _id: change.id, [APPLIED_CHANGES_FIELD]: [_id] } },
        };
      return {
        updateOne: {
          filter: { ...change.expect, _id: change.id } as Filter<AggregateDoc>,
          update: {
            $set: { ...change.set, updatedAt: now },
            $push: { appliedChanges: _id },
          } as Document as UpdateFilter<AggregateDoc>,
        },
      };
    });
    try {
      await this.collection().bulkWrite(ops, { ordered: false });
    } catch (e) {
      // An insert that finds its document there: created by this entry before a crash, or by another.
      const errors = (e as { writeErrors?: unknown }).writeErrors;
      const all = errors === undefined ? [e] : ([] as unknown[]).concat(errors);
      if (!all.every(isDuplicateKey)) throw e;
    }
    const took = await this.tookEffect(entries.map((e) => ({ entryId: e._id, aggregateId: e.change.id })));
    return entries.map((entry, i) => (took[i] ? [...entry.events] : []));
  }

  /** Per entry: does its aggregate record it (so the change took effect)? One read per aggregate. */
  async tookEffect(list: ReadonlyArray<{ entryId: string; aggregateId: string }>): Promise<boolean[]> {
    const ids = [...new Set(list.map((l) => l.aggregateId))];
    const docs = await this.collection()
      .find({ _id: { $in: ids } }, { projection: { [APPLIED_CHANGES_FIELD]: 1 } })
      .toArray();
    const applied = new Map(docs.map((d) => [d._id, d.appliedChanges ?? []]));
    return list.map((l) => applied.get(l.aggregateId)?.includes(l.entryId) ?? false);
  }

  /**
   * Writes the change and its events to the change log as one entry, waits until it is applied, and
   * answers whether it took effect. False: the aggregate no longer matched (another command changed it
   * first), nothing was written and no event will ever be published for it; the caller reads again.
   */
  async commit(log: ChangeLog, change: AggregateChange, events: readonly EventEnvelope[]): Promise<boolean> {
    const _id = changeId(this.capability, `${change.id}:${randomUUID()}`);
    await log.commitApplied<AggregateChange>({
      _id,
      capability: this.capability,
      change,
      events: [...events],
    });
    const [took] = await this.tookEffect([{ entryId: _id, aggregateId: change.id }]);
    return took;
  }
}

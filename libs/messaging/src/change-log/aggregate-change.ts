import { isDuplicateKey } from '@exam/common';
import type { EventEnvelope } from '@exam/contracts';
import type { AnyBulkWriteOperation, Collection, Document, Filter, ObjectId, UpdateFilter } from 'mongodb';
import { findByIds } from '../find-by-ids';
import type { ChangeLog } from './change-log';
import { type AppliedVerdict, type ChangeApplier, type ChangeLogEntry } from './change-log-entry';
import { commitAggregate } from './commit-aggregate';

/** An aggregate document's key: a string (billing's provider ids) or an ObjectId (identity's users). */
export type AggregateId = string | ObjectId;

/**
 * A conditional change of one aggregate document: create it, or update it only if it still matches
 * `expect` (its version, its status: a compare-and-set). Whether it took effect decides whether its
 * events exist at all. A condition on a nested field goes in `expectPaths`
 * (`{ path: 'otp.codeHash', value: hash }`): the entry is stored, and a stored document cannot have a
 * dotted key (nor, on FerretDB, an array in an array).
 */
export type AggregateChange =
  | { op: 'insert'; id: AggregateId; document: Document }
  | {
      op: 'update';
      id: AggregateId;
      expect: Document;
      expectPaths?: ReadonlyArray<{ path: string; value: unknown }>;
      set: Document;
    };

export interface AggregateChangeApplierOptions {
  /**
   * Keep only about this many recent entry ids on each document (trimmed once it holds twice as many),
   * for aggregates that change often (a user's every login). An entry re-applied after a crash is still
   * recognised as long as fewer than this many changes of the same document followed it. Unset: all kept.
   */
  keepApplied?: number;
}

/**
 * On each aggregate document, the ids of the change-log entries that changed it: how an applier told to
 * apply an entry again (after a crash, by the sweeper) knows whether the entry took effect the first time,
 * when the document has moved on since. One id per state change, so it stays as small as the aggregate's
 * history (a subscription's few transitions, an order's one). Reads leave it out.
 */
export const APPLIED_CHANGES_FIELD = 'appliedChanges';

/** An aggregate document as the applier sees it: keyed by a string, recording the entries applied. */
export interface AggregateDoc extends Document {
  _id: AggregateId;
  appliedChanges?: string[];
}

/**
 * Applies AggregateChanges to one collection: one bulk write per batch, each update filtered on its
 * expectation and recording its entry id in the same single-document update. The entries whose change
 * took effect (the document records their id) publish their events; an entry that lost its
 * compare-and-set publishes none, and the command that wrote it learns so from its verdict (`commit`).
 */
export class AggregateChangeApplier implements ChangeApplier<AggregateChange> {
  constructor(
    readonly capability: string,
    private readonly collection: () => Collection<AggregateDoc>,
    private readonly options: AggregateChangeApplierOptions = {},
  ) {}

  async apply(entries: ReadonlyArray<ChangeLogEntry<AggregateChange>>): Promise<AppliedVerdict[]> {
    const now = new Date();
    const ops = entries.map(({ _id, change }): AnyBulkWriteOperation<AggregateDoc> => {
      if (change.op === 'insert')
        return {
          insertOne: { document: { ...change.document, _id: change.id, [APPLIED_CHANGES_FIELD]: [_id] } },
        };
      return {
        updateOne: {
          // Never twice: an entry applied again after a crash finds its id recorded and changes nothing,
          // also when its expectation still holds (or it has none).
          filter: {
            ...change.expect,
            ...Object.fromEntries((change.expectPaths ?? []).map((c) => [c.path, c.value])),
            _id: change.id,
            [APPLIED_CHANGES_FIELD]: { $ne: _id },
          } as Filter<AggregateDoc>,
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
    const applied = await this.appliedOn(entries.map((e) => e.change.id));
    await this.trim(applied);
    return entries.map((entry) => {
      const took = applied.get(String(entry.change.id))?.appliedChanges?.includes(entry._id) === true;
      return { tookEffect: took, events: took ? entry.events : [] };
    });
  }

  /** Per entry: does its aggregate record it (so the change took effect)? One read per aggregate. */
  async tookEffect(list: ReadonlyArray<{ entryId: string; aggregateId: AggregateId }>): Promise<boolean[]> {
    const applied = await this.appliedOn(list.map((l) => l.aggregateId));
    return list.map((l) => applied.get(String(l.aggregateId))?.appliedChanges?.includes(l.entryId) ?? false);
  }

  /** Each aggregate with the entry ids it records, keyed by its id as a string: one read for the batch. */
  private appliedOn(aggregateIds: readonly AggregateId[]): Promise<Map<string, AggregateDoc>> {
    return findByIds(this.collection(), aggregateIds, { projection: { [APPLIED_CHANGES_FIELD]: 1 } });
  }

  /**
   * With `keepApplied`: drops the oldest ids of documents holding twice as many. By value ($pullAll), so
   * an id pushed meanwhile stays (FerretDB ignores $push's $slice, which would do this in the write).
   */
  private async trim(applied: Map<string, AggregateDoc>): Promise<void> {
    const keep = this.options.keepApplied;
    if (!keep) return;
    const ops: AnyBulkWriteOperation<AggregateDoc>[] = [];
    for (const { _id, appliedChanges: ids = [] } of applied.values()) {
      if (ids.length <= 2 * keep) continue;
      ops.push({
        updateOne: {
          filter: { _id } as Filter<AggregateDoc>,
          update: { $pullAll: { [APPLIED_CHANGES_FIELD]: ids.slice(0, ids.length - keep) } } as Document,
        },
      });
    }
    if (ops.length) await this.collection().bulkWrite(ops, { ordered: false });
  }

  /** commitAggregate for this applier's capability. */
  commit(log: ChangeLog, change: AggregateChange, events: readonly EventEnvelope[]): Promise<boolean> {
    return commitAggregate(log, this.capability, change, events);
  }
}

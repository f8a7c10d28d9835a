import { findByIds } from '@exam/messaging';
import type { AnyBulkWriteOperation, Collection, Document, Filter, UpdateFilter } from 'mongodb';
import { retryOnDuplicate } from './keys';

/**
 * A read-model document that keeps its older entries (ids, rows, shelves) in one string, `sealed`, and only
 * the latest ones as fields: FerretDB rewrites a document whole on every update and converts it field by
 * field, so a learner's lifetime of entries as fields made each completion cost more than the one before
 * (bench/completion-updates.probe.ts, bench/notebook-docs.probe.ts).
 */
export interface Sealable extends Document {
  _id: string;
  sealed?: string;
}

/** How a read model seals: when a document is full, and the update that moves what was read into `sealed`. */
export interface Sealing<T extends Sealable> {
  isFull(doc: T): boolean;
  /** Sets `sealed` to every entry of the document as read, and removes exactly those read from its fields. */
  seal(doc: T): UpdateFilter<T>;
}

/**
 * Writes a batch of updates, each guarded by "the document is not full": a full one fails its guard (its
 * upsert then finds the _id taken), so the full documents among `ids` are sealed and the batch written
 * again (what landed the first time writes the same again). A full document takes no writes until it is
 * sealed, so a seal removes exactly what it read; each seal is guarded by the string as read, so two
 * sealers do not lose each other's entries. Two upserts of one new document land on the next try too.
 */
export async function writeSealingFull<T extends Sealable>(
  collection: Collection<T>,
  ops: AnyBulkWriteOperation<T>[],
  ids: readonly string[],
  sealing: Sealing<T>,
): Promise<void> {
  if (!ops.length) return;
  await retryOnDuplicate(
    () => collection.bulkWrite(ops, { ordered: false }),
    4,
    async () => {
      const docs = await findByIds(collection, ids as ReadonlyArray<T['_id']>);
      const full = [...docs.values()].filter((doc) => sealing.isFull(doc as T));
      await Promise.all(
        full.map((doc) =>
          collection.updateOne(
            { _id: doc._id, sealed: doc.sealed ?? { $exists: false } } as Filter<T>,
            sealing.seal(doc as T),
          ),
        ),
      );
    },
  );
}

/**
 * The seal of a document whose open entries are fields counted in an `o` list (topic months, notebook
 * indexes): the string of every entry, the fields read removed, and `o` emptied of the keys read.
 */
export function sealOpenFields<T extends Sealable & { o?: string[] }>(
  doc: T,
  sealed: string,
  fieldsRead: readonly string[],
): UpdateFilter<T> {
  return {
    $set: { sealed },
    ...(fieldsRead.length ? { $unset: Object.fromEntries(fieldsRead.map((f) => [f, ''])) } : {}),
    $pullAll: { o: doc.o ?? [] },
  } as unknown as UpdateFilter<T>;
}

import { findByIds } from '@exam/messaging';
import type { AnyBulkWriteOperation, Collection } from 'mongodb';
import { OPEN_SHELVES, sealedShelves } from '../notebook-shelf';
import type { NotebookIndexDoc } from '../persistence/notebook.read-model';
import { retryOnDuplicate } from '../../shared/persistence/keys';

/** One learner's share of a batch: shelves to write (an empty string for a quiz with none left), review days. */
export interface IndexChanges {
  shelves: Record<string, string>;
  days: string[];
}

/**
 * Per learner, one update of the batch's shelves and review days, all in one bulk write. A quiz's shelf is
 * guarded by "fewer than OPEN_SHELVES quizzes written since the last sealing" (`o`): a full index fails the
 * guard (the upsert then finds its _id taken), so the full indexes are sealed and the batch written again
 * (a $set that landed the first time writes the same value again). An emptied shelf is an empty string,
 * not an $unset: its quiz may be in the sealed string, which the empty string overrides.
 */
export async function writeIndexes(
  index: Collection<NotebookIndexDoc>,
  perUser: ReadonlyMap<string, IndexChanges>,
): Promise<void> {
  if (!perUser.size) return;
  const ops: AnyBulkWriteOperation<NotebookIndexDoc>[] = [...perUser].map(([userId, changes]) => {
    const keys = Object.keys(changes.shelves);
    const $set: Record<string, unknown> = {};
    for (const key of keys) $set[`q.${key}`] = changes.shelves[key];
    for (const day of changes.days) $set[`days.${day}`] = true;
    return {
      updateOne: {
        filter: { _id: userId, ...(keys.length ? { [`o.${OPEN_SHELVES - 1}`]: { $exists: false } } : {}) },
        update: { $set, ...(keys.length ? { $addToSet: { o: { $each: keys } } } : {}) },
        upsert: true,
      },
    };
  });
  // A full index, or two upserts of one new learner's index: the next try finds it.
  await retryOnDuplicate(
    () => index.bulkWrite(ops, { ordered: false }),
    4,
    () => sealFullIndexes(index, [...perUser.keys()]),
  );
}

/**
 * Moves the shelves of the full indexes into their sealed string. Guarded by the string as read, so two
 * sealers do not lose each other's shelves; only the shelves read are removed (a full index takes no
 * shelves until it is sealed).
 */
async function sealFullIndexes(index: Collection<NotebookIndexDoc>, userIds: string[]): Promise<void> {
  const docs = await findByIds(index, userIds);
  const full = [...docs.values()].filter((d) => (d.o?.length ?? 0) >= OPEN_SHELVES);
  await Promise.all(
    full.map((doc) => {
      const read = Object.keys(doc.q ?? {}).map((key) => `q.${key}`);
      return index.updateOne(
        { _id: doc._id, sealed: doc.sealed ?? { $exists: false } },
        {
          $set: { sealed: sealedShelves(doc) },
          ...(read.length ? { $unset: Object.fromEntries(read.map((f) => [f, ''])) } : {}),
          $pullAll: { o: doc.o! },
        },
      );
    }),
  );
}

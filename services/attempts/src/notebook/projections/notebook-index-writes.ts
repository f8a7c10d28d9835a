import type { AnyBulkWriteOperation, Collection } from 'mongodb';
import { OPEN_SHELVES, sealedShelves } from '../notebook-shelf';
import type { NotebookIndexDoc } from '../persistence/notebook.read-model';
import { sealOpenFields, writeSealingFull, type Sealing } from '../../shared/persistence/sealed-writes';

/** One learner's share of a batch: shelves to write (an empty string for a quiz with none left), review days. */
export interface IndexChanges {
  shelves: Record<string, string>;
  days: string[];
}

/** An index is full at OPEN_SHELVES quizzes written since its last sealing; sealing moves every shelf read. */
const SHELVES: Sealing<NotebookIndexDoc> = {
  isFull: (doc) => (doc.o?.length ?? 0) >= OPEN_SHELVES,
  seal: (doc) =>
    sealOpenFields(
      doc,
      sealedShelves(doc),
      Object.keys(doc.q ?? {}).map((key) => `q.${key}`),
    ),
};

/**
 * Per learner, one update of the batch's shelves and review days, all in one bulk write. A quiz's shelf is
 * guarded by "fewer than OPEN_SHELVES quizzes written since the last sealing" (`o`; see writeSealingFull).
 * An emptied shelf is an empty string, not an $unset: its quiz may be in the sealed string, which the
 * empty string overrides.
 */
export async function writeIndexes(
  index: Collection<NotebookIndexDoc>,
  perUser: ReadonlyMap<string, IndexChanges>,
): Promise<void> {
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
  await writeSealingFull(index, ops, [...perUser.keys()], SHELVES);
}

import { retryOnDuplicate } from '../../shared/persistence/keys';
import { findByIds } from '@exam/messaging';
import type { AnyBulkWriteOperation, Collection } from 'mongodb';
import { OPEN_ROWS, sealedString, type TopicMonthDoc } from '../persistence/topics.read-model';

/**
 * Per month document, one $set of the batch's fields ('c.<key>', 't.<key>', 'r.<key>'), all in one bulk
 * write. Each is guarded by "fewer than OPEN_ROWS rows open" (`o`): a full month fails the guard (its
 * upsert then finds the _id taken), so the full months are sealed and the batch written again (a $set
 * that landed the first time writes the same value again).
 */
export async function setMonthFields(
  months: Collection<TopicMonthDoc>,
  sets: ReadonlyMap<string, Record<string, unknown>>,
): Promise<void> {
  if (!sets.size) return;
  const ops: AnyBulkWriteOperation<TopicMonthDoc>[] = [...sets].map(([_id, fields]) => {
    const rows = Object.keys(fields).filter((f) => !f.startsWith('r.'));
    return {
      updateOne: {
        filter: { _id, [`o.${OPEN_ROWS - 1}`]: { $exists: false } },
        update: { $set: fields, ...(rows.length ? { $addToSet: { o: { $each: rows } } } : {}) },
        upsert: true,
      },
    };
  });
  // A full month, or two upserts of one new month: the next try finds it.
  await retryOnDuplicate(
    () => months.bulkWrite(ops, { ordered: false }),
    4,
    () => sealFullMonths(months, [...sets.keys()]),
  );
}

/**
 * Moves the rows of the full months into their sealed string. Guarded by the string as read, so two
 * sealers do not lose each other's rows; only the rows read are removed (a full month takes no new rows).
 */
async function sealFullMonths(months: Collection<TopicMonthDoc>, ids: string[]): Promise<void> {
  const docs = await findByIds(months, ids);
  const full = [...docs.values()].filter((d) => (d.o?.length ?? 0) >= OPEN_ROWS);
  await Promise.all(
    full.map((doc) => {
      const read = [
        ...Object.keys(doc.c ?? {}).map((k) => `c.${k}`),
        ...Object.keys(doc.t ?? {}).map((k) => `t.${k}`),
      ];
      return months.updateOne(
        { _id: doc._id, sealed: doc.sealed ?? { $exists: false } },
        {
          $set: { sealed: sealedString(doc) },
          ...(read.length ? { $unset: Object.fromEntries(read.map((f) => [f, ''])) } : {}),
          $pullAll: { o: doc.o! },
        },
      );
    }),
  );
}

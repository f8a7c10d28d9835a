import type { AnyBulkWriteOperation, Collection } from 'mongodb';
import { OPEN_ROWS, sealedString, type TopicMonthDoc } from '../persistence/topics.read-model';
import { sealOpenFields, writeSealingFull, type Sealing } from '../../shared/persistence/sealed-writes';

/** A month is full at OPEN_ROWS rows set since its last sealing; sealing moves every c and t row read. */
const ROWS: Sealing<TopicMonthDoc> = {
  isFull: (doc) => (doc.o?.length ?? 0) >= OPEN_ROWS,
  seal: (doc) =>
    sealOpenFields(doc, sealedString(doc), [
      ...Object.keys(doc.c ?? {}).map((k) => `c.${k}`),
      ...Object.keys(doc.t ?? {}).map((k) => `t.${k}`),
    ]),
};

/**
 * Per month document, one $set of the batch's fields ('c.<key>', 't.<key>', 'r.<key>'), all in one bulk
 * write. Each is guarded by "fewer than OPEN_ROWS rows open" (`o`; see writeSealingFull).
 */
export async function setMonthFields(
  months: Collection<TopicMonthDoc>,
  sets: ReadonlyMap<string, Record<string, unknown>>,
): Promise<void> {
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
  await writeSealingFull(months, ops, [...sets.keys()], ROWS);
}

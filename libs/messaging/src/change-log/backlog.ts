import type { Collection } from 'mongodb';
import type { StoredChangeLogEntry } from './stored-entry';

/** Entries in the log now (all instances' not yet published) and the oldest one's age, for metrics. */
export async function backlogOf(
  collection: Collection<StoredChangeLogEntry>,
): Promise<{ entries: number; oldestAgeSeconds: number }> {
  const entries = await collection.countDocuments({});
  const oldest = entries
    ? await collection
        .find({}, { projection: { committedAt: 1 } })
        .sort({ committedAt: 1 })
        .limit(1)
        .next()
    : null;
  return { entries, oldestAgeSeconds: oldest ? (Date.now() - oldest.committedAt.getTime()) / 1000 : 0 };
}

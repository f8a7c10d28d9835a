import type { Collection, Db, Document } from 'mongodb';

/** What both a mongoose Connection and a Model's `db` offer: the driver's Db once connected. */
interface HasDb {
  db?: Db;
  name?: string;
}

/**
 * A service's own collection through the driver (no mongoose casting; string _ids typed as such), with a
 * clear error when the connection is not open yet, in place of hand-written `connection.db!` accesses.
 */
export function nativeCollection<T extends Document>(connection: HasDb, name: string): Collection<T> {
  const db = connection.db;
  if (!db) throw new Error(`${connection.name ?? 'database'}: the connection is not open yet (${name})`);
  return db.collection<T>(name);
}

/** A model's collection through the driver. */
export function modelCollection<T extends Document>(model: {
  db: HasDb;
  collection: { collectionName: string };
}): Collection<T> {
  return nativeCollection<T>(model.db, model.collection.collectionName);
}

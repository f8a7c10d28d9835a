import type { Model } from 'mongoose';
import type { OutboxSource } from './outbox.relay';

/** The relay reads a model's collection through the driver directly (no mongoose casting on the way). */
export function outboxSourceFor<T>(name: string, model: Model<T>): OutboxSource {
  const db = model.db.db;
  if (!db) throw new Error(`${name}: the database connection is not open yet`);
  return { name, collection: db.collection(model.collection.collectionName) };
}

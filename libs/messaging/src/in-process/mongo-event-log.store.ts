import type { Collection, Db, ObjectId } from 'mongodb';
import type { EventLogStore, LoggedEvent } from './event-log.store';

/**
 * One publish (up to BATCH_LIMIT events) is one document: `topic` lists its topics, so a topic filter finds
 * it, and `eventsJson` keeps them in order, as one JSON string (the form Kafka carries them in). As BSON
 * fields, a storm's events (a completion's mistakes are a hundred small objects) cost the platform about 5 %
 * of its CPU to serialise and the database a conversion per field; one string is one field. Documents from
 * before (`events` as objects, or one `event` with a `topic` string) are read as they are.
 */
interface LogDoc {
  _id?: ObjectId;
  topic: string | string[];
  eventsJson?: string;
  events?: LoggedEvent[];
  event?: LoggedEvent['event'];
}

/** Keeps a document well under the database's size limit with the largest events (a completion with 200 questions). */
const BATCH_LIMIT = 200;

/** Keeps the embedded mode's event log in the database, so rewinds work across restarts. */
export class MongoEventLog implements EventLogStore {
  private readonly log: Collection<LogDoc>;
  private readonly dead: Collection;
  private readonly groups: Collection<{ _id: string; firstSeenAt: Date }>;

  constructor(db: Db) {
    this.log = db.collection<LogDoc>('event_log');
    this.dead = db.collection('dead_letters');
    this.groups = db.collection('consumer_groups');
  }

  /** A storm's publishes carry hundreds of events: one statement per publish instead of one per event. */
  async append(events: readonly LoggedEvent[]): Promise<void> {
    const docs: LogDoc[] = [];
    for (let i = 0; i < events.length; i += BATCH_LIMIT) {
      const batch = events.slice(i, i + BATCH_LIMIT).map(({ topic, event }) => ({ topic, event }));
      docs.push({ topic: [...new Set(batch.map((e) => e.topic))], eventsJson: JSON.stringify(batch) });
    }
    if (docs.length) await this.log.insertMany(docs, { ordered: true });
  }

  /** Pages hold up to `pageSize` documents' events of these topics (a page of batches may hold more events). */
  async *read(topics: readonly string[], pageSize: number): AsyncIterable<LoggedEvent[]> {
    const wanted = new Set(topics);
    let after: unknown = undefined;
    for (;;) {
      const filter =
        after === undefined
          ? { topic: { $in: [...topics] } }
          : { topic: { $in: [...topics] }, _id: { $gt: after } };
      const page = await this.log
        .find(filter as never)
        .sort({ _id: 1 })
        .limit(pageSize)
        .toArray();
      if (!page.length) return;
      after = page[page.length - 1]._id;
      const events = page.flatMap(eventsOf).filter((e) => wanted.has(e.topic));
      if (events.length) yield events;
    }
  }

  async recordDeadLetter(groupId: string, entry: LoggedEvent, error: string): Promise<void> {
    await this.dead.insertOne({ groupId, topic: entry.topic, event: entry.event, error, at: new Date() });
  }

  async rememberGroup(groupId: string): Promise<boolean> {
    const res = await this.groups.updateOne(
      { _id: groupId },
      { $setOnInsert: { firstSeenAt: new Date() } },
      { upsert: true },
    );
    return res.upsertedCount === 1;
  }
}

function eventsOf(doc: LogDoc): LoggedEvent[] {
  if (doc.eventsJson !== undefined) return JSON.parse(doc.eventsJson) as LoggedEvent[];
  if (doc.events) return doc.events.map(({ topic, event }) => ({ topic, event }));
  return doc.event && typeof doc.topic === 'string' ? [{ topic: doc.topic, event: doc.event }] : [];
}

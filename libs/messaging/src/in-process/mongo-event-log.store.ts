import type { Collection, Db } from 'mongodb';
import type { EventLogStore, LoggedEvent } from './event-log.store';

interface LogDoc extends LoggedEvent {
  _id?: unknown;
}

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

  async append(events: readonly LoggedEvent[]): Promise<void> {
    if (events.length)
      await this.log.insertMany(
        events.map((e) => ({ ...e })),
        { ordered: true },
      );
  }

  async *read(topics: readonly string[], pageSize: number): AsyncIterable<LoggedEvent[]> {
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
      yield page.map(({ topic, event }) => ({ topic, event }));
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

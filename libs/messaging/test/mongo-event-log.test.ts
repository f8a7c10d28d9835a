import { MongoEventLog } from '../src/in-process/mongo-event-log.store';
import type { LoggedEvent } from '../src/in-process/event-log.store';
import { attempted, scratchDatabase } from './support/messaging-fixtures';

/** The embedded bus's log on the real database: what a rewind reads back, one document per publish. */
describe('the embedded event log', () => {
  const db = scratchDatabase('eventlog');

  it('stores a publish as one document and reads every event of the asked topics back in order', async () => {
    // Given an event stored the oldest way (one document per event), a publish stored the old way (its
    // events as objects), then a publish of 450 events on two topics, then one of a single event
    const log = new MongoEventLog(db());
    const onTopic = (n: number): LoggedEvent => ({
      topic: n % 3 === 0 ? 'attempts.internal' : 'attempts.events',
      event: attempted(n),
    });
    await db()
      .collection('event_log')
      .insertOne({ topic: 'attempts.events', event: attempted(-1) });
    await db()
      .collection('event_log')
      .insertOne({
        topic: ['attempts.events'],
        events: [{ topic: 'attempts.events', event: attempted(-2) }],
      });
    await log.append(Array.from({ length: 450 }, (_v, n) => onTopic(n)));
    const last = onTopic(1000);
    await log.append([last]);

    // Then the publish of 450 took 3 documents (at most 200 events each) and the single one took 1
    expect(await db().collection('event_log').countDocuments()).toBe(6);

    // And reading one topic, in pages of 2 documents, gives its events only, the old one first, in order
    const read: LoggedEvent[] = [];
    for await (const page of log.read(['attempts.events'], 2)) read.push(...page);
    const expected = [-1, -2, ...Array.from({ length: 450 }, (_v, n) => n).filter((n) => n % 3 !== 0), 1000];
    expect(read.map((e) => e.event.aggregateId)).toEqual(expected.map((n) => `q:${n}`));
    expect(read.every((e) => e.topic === 'attempts.events')).toBe(true);

    // And both topics together give all 453, each event as it was published
    const all: LoggedEvent[] = [];
    for await (const page of log.read(['attempts.events', 'attempts.internal'], 500)) all.push(...page);
    expect(all).toHaveLength(453);
    expect(all.at(-1)).toEqual(last);
  });
});

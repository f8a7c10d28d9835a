import { randomBytes } from 'node:crypto';
import { MongoClient, type Db } from 'mongodb';
import { QuizAttempted, type EventEnvelope } from '@exam/contracts';
import { InProcessEventBus, MemoryEventLog } from '../../src';

/**
 * A database of its own on the test server (MONGO_URL) for the tests of the describe block this is
 * called in: connected before them, dropped after. A getter, as the database exists once beforeAll ran.
 */
export function scratchDatabase(prefix: string): () => Db {
  let client: MongoClient | undefined;
  let db: Db | undefined;
  beforeAll(async () => {
    client = await MongoClient.connect(process.env.MONGO_URL!);
    db = client.db(`${prefix}${randomBytes(3).toString('hex')}`);
  });
  afterAll(async () => {
    await db?.dropDatabase();
    await client?.close();
  });
  return () => db!;
}

/**
 * A started in-process bus for the tests of the describe block this is called in; its one subscriber
 * records in `published` every event delivered on `topic`. A getter, as the bus exists once beforeAll ran.
 */
export function recordingBus(topic: string): { bus: () => InProcessEventBus; published: EventEnvelope[] } {
  const published: EventEnvelope[] = [];
  let bus: InProcessEventBus | undefined;
  beforeAll(async () => {
    bus = new InProcessEventBus(new MemoryEventLog());
    await bus.subscribe({ groupId: 'seen', topics: [topic], handle: async (e) => void published.push(e) });
    await bus.start();
  });
  return { bus: () => bus!, published };
}

/**
 * An event to commit with a change, put under aggregate `q:<n>` so tests can tell the deliveries apart
 * (the change log and the bus order by aggregateId, whatever the event's own key).
 */
export const attempted = (n: number): EventEnvelope => ({
  ...QuizAttempted.create(`u${n}:q${n}`, {
    userId: `u${n}`,
    quizId: `q${n}`,
    kind: 'quiz',
    quizName: 'Quiz',
    division: 'Abhyudaya',
    subject: 'Current Affairs',
    attemptedAt: new Date().toISOString(),
  }),
  aggregateId: `q:${n}`,
});

/**
 * A started in-process bus whose subscriber holds the delivery of each event `held` picks (all, unless told)
 * until `release()` is called; `delivered` lists what it has taken, in delivery order.
 */
export async function heldDeliveryBus(
  groupId: string,
  held: (e: EventEnvelope) => boolean = () => true,
): Promise<{ bus: InProcessEventBus; delivered: EventEnvelope[]; release: () => void }> {
  let release = () => {};
  const gate = new Promise<void>((r) => (release = r));
  const delivered: EventEnvelope[] = [];
  const bus = new InProcessEventBus(new MemoryEventLog());
  await bus.subscribe({
    groupId,
    topics: ['attempts.events'],
    handle: async (e) => {
      if (held(e)) await gate;
      delivered.push(e);
    },
  });
  await bus.start();
  return { bus, delivered, release };
}

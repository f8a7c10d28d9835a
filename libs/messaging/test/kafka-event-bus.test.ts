import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Kafka, type Consumer } from 'kafkajs';
import { ALL_TOPICS, QuizAttempted, type EventEnvelope } from '@exam/contracts';
import { startKafka } from '@exam/dev-infra';
import { eventually } from '@exam/testing';
import { KafkaEventBus, PermanentEventError } from '../src';

/** Runs on the broker of KAFKA_BROKERS (CI), or on one it starts for itself. */
describe('Kafka event bus on a real broker', () => {
  let brokers: string;
  let stopBroker = async () => {};
  const namespace = `t${randomBytes(3).toString('hex')}.`;
  const buses: KafkaEventBus[] = [];
  /** A bus of this file's namespace; `topicSpace` gives a test topics (and groups) of its own. */
  const newBus = (topicSpace = '', Bus: typeof KafkaEventBus = KafkaEventBus) => {
    const bus = new Bus({
      brokers: [brokers],
      clientId: 'bus-test',
      topics: ALL_TOPICS,
      partitions: 3,
      namespace: `${namespace}${topicSpace}`,
      retry: { attempts: 3, initialDelayMs: 10, maxDelayMs: 20 },
    });
    buses.push(bus);
    return bus;
  };
  // Put under the quiz's aggregate: the bus orders by aggregateId, whatever the event's own key.
  const attempted = (quizId: string, n: number): EventEnvelope => ({
    ...QuizAttempted.create(`u${n}:${quizId}`, {
      userId: `u${n}`,
      quizId,
      kind: 'quiz',
      quizName: quizId,
      division: 'Abhyudaya',
      subject: 'Current Affairs',
      attemptedAt: new Date().toISOString(),
    }),
    aggregateId: quizId,
  });

  beforeAll(async () => {
    if (process.env.KAFKA_BROKERS) brokers = process.env.KAFKA_BROKERS;
    else {
      const kafka = await startKafka({
        repoRoot: process.cwd(),
        dataDir: mkdtempSync(join(tmpdir(), 'bus-test-kafka-')),
      });
      brokers = kafka.brokers;
      stopBroker = kafka.stop;
    }
  });
  afterAll(async () => {
    await Promise.all(buses.map((b) => b.stop()));
    await stopBroker();
  });

  it('delivers in order per aggregate, parks a failing event on the dead-letter topic, and rewinds', async () => {
    const bus = newBus();
    const seen: string[] = [];
    await bus.subscribe({
      groupId: 'orders',
      topics: ['attempts.events'],
      handle: async (e: EventEnvelope) => {
        const user = (e.payload as { userId: string }).userId;
        if (user === 'u13') throw new PermanentEventError('poison');
        seen.push(`${e.aggregateId}:${user}`);
      },
    });
    await bus.start();
    const events = Array.from({ length: 20 }, (_, i) => attempted(i % 2 ? 'q-odd' : 'q-even', i));
    for (const e of events) await bus.publish([e]);

    await bus.waitUntilCaughtUp('orders');
    expect(seen).toHaveLength(19);
    expect(seen.filter((s) => s.startsWith('q-odd:'))).toEqual(
      [1, 3, 5, 7, 9, 11, 15, 17, 19].map((n) => `q-odd:u${n}`),
    );
    expect(seen.filter((s) => s.startsWith('q-even:'))).toEqual(
      [0, 2, 4, 6, 8, 10, 12, 14, 16, 18].map((n) => `q-even:u${n}`),
    );

    // The poisoned event is on the dead-letter topic, with why and where it came from.
    const kafka = new Kafka({ brokers: [brokers], clientId: 'dlq-reader', logLevel: 0 });
    const reader = kafka.consumer({ groupId: `${namespace}dlq-reader` });
    const parked: Array<{ value: string; headers: Record<string, string> }> = [];
    await reader.connect();
    await reader.subscribe({ topic: `${namespace}attempts.events.dlq`, fromBeginning: true });
    await reader.run({
      eachMessage: async ({ message }) => {
        const headers = Object.fromEntries(
          Object.entries(message.headers ?? {}).map(([k, v]) => [k, String(v)]),
        );
        parked.push({ value: String(message.value), headers });
      },
    });
    await eventually(() => expect(parked).toHaveLength(1), 30_000);
    await reader.disconnect();
    expect(JSON.parse(parked[0].value).payload.userId).toBe('u13');
    expect(parked[0].headers).toMatchObject({
      dlqGroupId: `${namespace}orders`,
      dlqError: 'poison',
      type: 'QuizAttempted',
    });

    // A rewind forgets nothing: every retained event is delivered again, in order.
    let cleared = 0;
    await bus.rewind('orders', async () => {
      cleared = seen.length;
      seen.length = 0;
    });
    expect(cleared).toBe(19);
    expect(seen.filter((s) => s.startsWith('q-odd:'))).toEqual(
      [1, 3, 5, 7, 9, 11, 15, 17, 19].map((n) => `q-odd:u${n}`),
    );
  });

  it('parks a message that is no event at all (garbage, an unknown type) with the reason, and goes on', async () => {
    // Given a group following the attempts topic
    const bus = newBus();
    const seen: string[] = [];
    await bus.subscribe({
      groupId: 'poison',
      topics: ['attempts.events'],
      // the topic also holds the events earlier tests of this file published: only this key matters here
      handle: async (e: EventEnvelope) => void (e.aggregateId === 'q-poison' && seen.push(e.eventId)),
    });
    await bus.start();

    // When a producer that is not the platform writes garbage and an unknown event type on the topic,
    // followed by a real event of the same key
    const kafka = new Kafka({ brokers: [brokers], clientId: 'poison-writer', logLevel: 0 });
    const producer = kafka.producer();
    await producer.connect();
    await producer.send({
      topic: `${namespace}attempts.events`,
      messages: [
        { key: 'q-poison', value: 'not json {' },
        { key: 'q-poison', value: JSON.stringify({ type: 'NoSuchEvent', version: 1, payload: {} }) },
      ],
    });
    await producer.disconnect();
    const good = attempted('q-poison', 99);
    await bus.publish([good]);

    // Then the real event is handled, and both poison messages are parked with why
    await bus.waitUntilCaughtUp('poison');
    // (the topic also holds the earlier tests' events: this group reads it from the beginning)
    expect(seen).toContain(good.eventId);
    const reader = kafka.consumer({ groupId: `${namespace}poison-dlq-reader` });
    const parked: Array<{ value: string; error: string }> = [];
    await reader.connect();
    await reader.subscribe({ topic: `${namespace}attempts.events.dlq`, fromBeginning: true });
    await reader.run({
      eachMessage: async ({ message }) => {
        if (String(message.headers?.dlqGroupId) !== `${namespace}poison`) return;
        parked.push({ value: String(message.value), error: String(message.headers?.dlqError) });
      },
    });
    await eventually(() => expect(parked).toHaveLength(2), 30_000);
    await reader.disconnect();
    expect(parked.map((p) => p.value)).toEqual([
      'not json {',
      JSON.stringify({ type: 'NoSuchEvent', version: 1, payload: {} }),
    ]);
    expect(parked[0].error).toBe('Event is not valid JSON');
    expect(parked[1].error).toMatch(/^Event envelope is invalid/);
  });

  it('hands the batches of every partition of one fetch to the batch handler together, and goes one by one when that fails', async () => {
    // Given 30 events of 10 quizzes (spread over the 3 partitions) already on a topic of its own
    const publisher = newBus('joined.');
    await publisher.start();
    const first = Array.from({ length: 30 }, (_, i) => attempted(`j${i % 10}`, 200 + i));
    await publisher.publish(first);

    // When a group with a batch handler reads them from the beginning
    const bus = newBus('joined.');
    const batches: string[][] = [];
    const oneByOne: string[] = [];
    let poison = '';
    let poisonAlone = 0;
    await bus.subscribe({
      groupId: 'joined',
      topics: ['attempts.events'],
      handle: async (e: EventEnvelope) => {
        if (e.eventId === poison && ++poisonAlone) throw new PermanentEventError('poison');
        oneByOne.push(e.eventId);
      },
      handleBatch: async (list: readonly EventEnvelope[]) => {
        if (list.some((e) => e.eventId === poison)) throw new PermanentEventError('poison in the batch');
        batches.push(list.map((e) => e.eventId));
      },
    });
    await bus.start();
    await bus.waitUntilCaughtUp('joined');

    // Then the three partitions' batches came in fewer calls than partitions, each event once, in order
    // per quiz
    expect(batches.length).toBeLessThan(3);
    expect(batches.flat()).toHaveLength(30);
    const inOrder = (key: string, events: EventEnvelope[], seen: string[]) => {
      const ids = events.filter((e) => e.aggregateId === key).map((e) => e.eventId);
      const keyed = new Set(ids);
      expect(seen.filter((id) => keyed.has(id))).toEqual(ids);
    };
    for (let k = 0; k < 10; k++) inOrder(`j${k}`, first, batches.flat());

    // And when a joined batch holds a poison event, every event of it goes one by one: the poison is
    // parked, the others are handled once
    const second = Array.from({ length: 10 }, (_, i) => attempted(`j${i}`, 300 + i));
    poison = second[4].eventId;
    batches.length = 0;
    await publisher.publish(second);
    await eventually(() => expect([...batches.flat(), ...oneByOne]).toHaveLength(9), 30_000);
    await bus.waitUntilCaughtUp('joined');
    const handled = [...batches.flat(), ...oneByOne];
    expect(new Set(handled).size).toBe(9);
    expect(handled).not.toContain(poison);
    expect(poisonAlone).toBeGreaterThan(0);
  });

  it("lets the batch handlers of its groups take turns: one group's batch at a time", async () => {
    // Given three groups with batch handlers on one topic, each taking a while over a batch
    const bus = newBus('turns.');
    let inside = 0;
    let mostInside = 0;
    const seen = new Map<string, string[]>();
    for (const groupId of ['turn-a', 'turn-b', 'turn-c'])
      await bus.subscribe({
        groupId,
        topics: ['attempts.events'],
        handle: async () => {
          throw new Error('batches only here');
        },
        handleBatch: async (list: readonly EventEnvelope[]) => {
          mostInside = Math.max(mostInside, ++inside);
          await new Promise((r) => setTimeout(r, 40));
          seen.set(groupId, [...(seen.get(groupId) ?? []), ...list.map((e) => e.eventId)]);
          inside--;
        },
      });
    await bus.start();

    // When events come in three publishes, which every group receives at about the same moment
    const published: string[] = [];
    for (let round = 0; round < 3; round++) {
      const events = Array.from({ length: 10 }, (_, i) => attempted(`t${i}`, 400 + round * 10 + i));
      await bus.publish(events);
      published.push(...events.map((e) => e.eventId));
      await new Promise((r) => setTimeout(r, 20));
    }
    for (const groupId of ['turn-a', 'turn-b', 'turn-c']) await bus.waitUntilCaughtUp(groupId);

    // Then every group handled every event, and no two batches were ever handled at once
    for (const groupId of ['turn-a', 'turn-b', 'turn-c'])
      expect([...(seen.get(groupId) ?? [])].sort()).toEqual([...published].sort());
    expect(mostInside).toBe(1);
  });

  it('resumes a group from its committed offsets after a restart, without losing what was published meanwhile', async () => {
    const first = newBus();
    const seen: number[] = [];
    const handle = async (e: EventEnvelope) =>
      void seen.push(Number((e.payload as { userId: string }).userId.slice(1)));
    await first.subscribe({ groupId: 'resume', topics: ['attempts.events'], handle });
    await first.start();
    await first.publish([attempted('r', 101), attempted('r', 102)]);
    await first.waitUntilCaughtUp('resume');
    await first.stop();

    const publisher = newBus();
    await publisher.start();
    await publisher.publish([attempted('r', 103)]);
    const second = newBus();
    await second.subscribe({ groupId: 'resume', topics: ['attempts.events'], handle });
    await second.start();
    await second.waitUntilCaughtUp('resume');
    const resumed = seen.filter((n) => n > 100);
    expect(resumed).toEqual([101, 102, 103]);
  });

  it('runs a group again when kafkajs gives its consumer up with a crash it does not restart', async () => {
    // kafkajs restarts a crashed consumer only after a retriable error; a broker away at the wrong moment
    // ends in "Failed to find group coordinator", which it does not retry. This bus lets the test cause one.
    const crashes: Array<() => Promise<void>> = [];
    class CrashableBus extends KafkaEventBus {
      protected override newConsumer(groupId: string): Consumer {
        const consumer = super.newConsumer(groupId);
        const on = consumer.on.bind(consumer) as (event: string, listener: (e: unknown) => void) => unknown;
        consumer.on = ((event: string, listener: (e: unknown) => void) => {
          if (event === consumer.events.CRASH)
            crashes.push(async () => {
              await consumer.disconnect();
              const error = new Error('Failed to find group coordinator');
              listener({
                id: 0,
                type: event,
                timestamp: Date.now(),
                payload: { error, groupId, restart: false },
              });
            });
          return on(event, listener);
        }) as never;
        return consumer;
      }
    }
    const bus = newBus('crash', CrashableBus);
    const seen: string[] = [];
    await bus.subscribe({
      groupId: 'crash',
      topics: ['attempts.events'],
      handle: async (e) => void seen.push((e.payload as { userId: string }).userId),
    });
    await bus.start();
    await bus.publish([attempted('crash', 1)]);
    await eventually(() => expect(seen).toEqual(['u1']), 30_000);

    // When its consumer crashes and kafkajs would leave it stopped
    expect(crashes).toHaveLength(1);
    await crashes[0]();

    // Then the group runs again on a fresh consumer and receives what is published next, once
    await bus.publish([attempted('crash', 2)]);
    await eventually(() => expect(seen).toEqual(['u1', 'u2']), 60_000);
    expect(crashes).toHaveLength(2);
  });
});

import { QuizAttempted, type EventEnvelope } from '@exam/contracts';
import { PermanentEventError } from '../delivery';
import { MemoryEventLog } from './event-log.store';
import { InProcessEventBus } from './in-process.event-bus';

const fastRetry = { attempts: 3, initialDelayMs: 1, maxDelayMs: 2 };
/** Learner n's attempt of the quiz, put under the quiz's aggregate: the bus orders by aggregateId, whatever it is. */
const attempted = (quizId: string, n: number): EventEnvelope => ({
  ...QuizAttempted.create(`u${n}:${quizId}`, {
    userId: `u${n}`,
    quizId,
    kind: 'quiz',
    quizName: `Quiz ${quizId}`,
    division: 'Abhyudaya',
    subject: 'Current Affairs',
    attemptedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
  }),
  aggregateId: quizId,
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('in-process event bus', () => {
  it('delivers to every group and keeps each aggregate in order even when handlers take varying time', async () => {
    const bus = new InProcessEventBus(new MemoryEventLog(), undefined, fastRetry);
    const seen: Record<string, string[]> = { a: [], b: [] };
    for (const g of ['a', 'b']) {
      await bus.subscribe({
        groupId: g,
        topics: ['attempts.events'],
        handle: async (e) => {
          await sleep(Math.random() * 5);
          seen[g].push(`${e.aggregateId}:${(e.payload as { userId: string }).userId}`);
        },
      });
    }
    await bus.start();
    const events = [1, 2, 3, 4, 5].flatMap((n) => [attempted('q1', n), attempted('q2', n)]);
    await Promise.all([bus.publish(events.slice(0, 4)), bus.publish(events.slice(4))]);
    for (const g of ['a', 'b']) {
      expect(seen[g]).toHaveLength(10);
      expect(seen[g].filter((s) => s.startsWith('q1:'))).toEqual([
        'q1:u1',
        'q1:u2',
        'q1:u3',
        'q1:u4',
        'q1:u5',
      ]);
      expect(seen[g].filter((s) => s.startsWith('q2:'))).toEqual([
        'q2:u1',
        'q2:u2',
        'q2:u3',
        'q2:u4',
        'q2:u5',
      ]);
    }
  });

  it('retries a failing handler until it applies the event (at least once)', async () => {
    const bus = new InProcessEventBus(new MemoryEventLog(), undefined, fastRetry);
    let calls = 0;
    await bus.subscribe({
      groupId: 'g',
      topics: ['attempts.events'],
      handle: async () => {
        if (++calls < 3) throw new Error('db blip');
      },
    });
    await bus.start();
    await bus.publish([attempted('q1', 1)]);
    expect(calls).toBe(3);
  });

  it('parks an event that keeps failing as a dead letter, and carries on with the next', async () => {
    const log = new MemoryEventLog();
    const bus = new InProcessEventBus(log, undefined, fastRetry);
    const applied: string[] = [];
    await bus.subscribe({
      groupId: 'g',
      topics: ['attempts.events'],
      handle: async (e: EventEnvelope) => {
        if ((e.payload as { userId: string }).userId === 'u1') throw new PermanentEventError('cannot apply');
        applied.push((e.payload as { userId: string }).userId);
      },
    });
    await bus.start();
    await bus.publish([attempted('q1', 1), attempted('q1', 2)]);
    expect(applied).toEqual(['u2']);
    expect(log.deadLetters).toHaveLength(1);
    expect(log.deadLetters[0]).toMatchObject({
      groupId: 'g',
      topic: 'attempts.events',
      error: 'cannot apply',
    });
  });

  it('lets a group that joins later catch up from the log, and rewinds a group from the beginning', async () => {
    const log = new MemoryEventLog();
    const bus = new InProcessEventBus(log, undefined, fastRetry);
    await bus.start();
    await bus.publish([attempted('q1', 1), attempted('q2', 2)]);
    const late: string[] = [];
    await bus.subscribe({
      groupId: 'late',
      topics: ['attempts.events'],
      handle: async (e) => void late.push(e.eventId),
    });
    await bus.waitUntilCaughtUp('late');
    expect(late).toHaveLength(2);

    let cleared = false;
    await bus.rewind('late', async () => {
      cleared = true;
      late.length = 0;
    });
    expect(cleared).toBe(true);
    expect(late).toHaveLength(2);
  });

  it('tells a batch group when a batch is news (a first publish, first try) and when it may repeat', async () => {
    // Given a batch group whose first try of each batch fails once after the second publish
    const bus = new InProcessEventBus(new MemoryEventLog(), undefined, fastRetry);
    const seen: Array<{ events: number; mayRepeat: boolean }> = [];
    let failNext = false;
    await bus.subscribe({
      groupId: 'batches',
      topics: ['attempts.events'],
      handle: async () => {},
      handleBatch: async (events, { mayRepeat }) => {
        seen.push({ events: events.length, mayRepeat });
        if (failNext) {
          failNext = false;
          throw new Error('database blip');
        }
      },
    });
    await bus.start();

    // When events go out for the first time, then without that word, then first-time but failing once
    await bus.publish([attempted('q1', 1), attempted('q2', 2)], { firstPublish: true });
    await bus.publish([attempted('q1', 1)]);
    failNext = true;
    await bus.publish([attempted('q3', 3)], { firstPublish: true });
    // and the group is rewound
    await bus.rewind('batches');

    // Then only the first try of a first publish is news; the retry, a plain publish and the replay may repeat
    expect(seen).toEqual([
      { events: 2, mayRepeat: false },
      { events: 1, mayRepeat: true },
      { events: 1, mayRepeat: false },
      { events: 1, mayRepeat: true },
      { events: 4, mayRepeat: true },
    ]);
  });

  it('refuses to publish an event no contract declares', async () => {
    const bus = new InProcessEventBus(new MemoryEventLog());
    await bus.start();
    await expect(bus.publish([{ ...attempted('q1', 1), type: 'Unheard' }])).rejects.toThrow(
      /No contract declares Unheard@1/,
    );
  });
  it('hands a failure to record a dead letter to the publisher, and leaves no unhandled rejection behind', async () => {
    // Given a bus whose log cannot record dead letters any more (its database closed at shutdown)
    const log = new MemoryEventLog();
    log.recordDeadLetter = () => Promise.reject(new Error('Client must be connected'));
    const bus = new InProcessEventBus(log, undefined, fastRetry);
    for (const batched of [false, true])
      await bus.subscribe({
        groupId: `failing-${batched}`,
        topics: ['attempts.events'],
        handle: () => Promise.reject(new PermanentEventError('bad event')),
        ...(batched ? { handleBatch: () => Promise.reject(new Error('bad batch')) } : {}),
      });
    await bus.start();
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      // When an event fails for good in both kinds of group
      await expect(bus.publish([attempted('q9', 1)])).rejects.toThrow('Client must be connected');
      await sleep(20);
      // Then the publisher got the failure, and nothing was left unhandled
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});

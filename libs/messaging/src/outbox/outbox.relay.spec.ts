import type { EventEnvelope } from '@exam/contracts';
import type { Collection, Document } from 'mongodb';
import type { EventBus } from '../event-bus.port';
import { OutboxRelay, type OutboxSource } from './outbox.relay';

/** A collection with documents carrying an outbox, counting the outbox queries the relay makes. */
function source(name: string, pending: string[]) {
  const doc = { _id: `${name}-doc`, outbox: pending.map((id) => ({ eventId: id }) as EventEnvelope) };
  const reads = { count: 0 };
  const collection = {
    find: () => ({
      limit: () => ({
        toArray: async () => {
          reads.count++;
          return doc.outbox.length ? [{ _id: doc._id, outbox: [...doc.outbox] }] : [];
        },
      }),
    }),
    bulkWrite: async () => {
      doc.outbox = [];
    },
  } as unknown as Collection<Document>;
  return { source: { name, collection } as OutboxSource, reads, doc };
}

function bus(fail = { next: false }) {
  const published: string[] = [];
  const port = {
    publish: async (events: readonly EventEnvelope[]) => {
      if (fail.next) {
        fail.next = false;
        throw new Error('broker down');
      }
      published.push(...events.map((e) => e.eventId));
    },
  } as unknown as EventBus;
  return { port, published };
}

const settle = () => new Promise((r) => setTimeout(r, 20));

describe('OutboxRelay', () => {
  it('reads only the nudged source, and the poll no source found without outboxes', async () => {
    // Given a relay over two sources, each with one pending event
    const { port, published } = bus();
    const users = source('users', ['u1']);
    const attempts = source('attempts', ['a1']);
    const relay = new OutboxRelay(port, 60_000);
    relay.register(users.source);
    relay.register(attempts.source);
    relay.start();
    await settle();
    const [usersBefore, attemptsBefore] = [users.reads.count, attempts.reads.count];
    expect(published.sort()).toEqual(['a1', 'u1']);

    // When attempts stores an event and nudges its own source
    attempts.doc.outbox = [{ eventId: 'a2' } as EventEnvelope];
    relay.nudge('attempts');
    await settle();

    // Then the event is out, and the users' collection was not read again
    expect(published).toContain('a2');
    expect(users.reads.count).toBe(usersBefore);
    expect(attempts.reads.count).toBeGreaterThan(attemptsBefore);

    // And the poll (a nameless nudge) reads neither: both were found without outboxes since
    const [usersAfter, attemptsAfter] = [users.reads.count, attempts.reads.count];
    relay.nudge();
    await settle();
    expect([users.reads.count, attempts.reads.count]).toEqual([usersAfter, attemptsAfter]);
    await relay.stop();
  });

  it('polls a source only until it is found without outboxes (nothing fills them any more)', async () => {
    // Given a relay polling every 5 ms over a source with an event an older version stored
    const { port, published } = bus();
    const users = source('users', ['u1']);
    const relay = new OutboxRelay(port, 5);
    relay.register(users.source);
    relay.start();

    // When it has polled many times
    await new Promise((r) => setTimeout(r, 100));

    // Then the event went out, and the collection was read until it had none, not on every poll
    expect(published).toEqual(['u1']);
    expect(users.reads.count).toBe(1);
    await relay.stop();
  });

  it('publishes what a failed drain left on a later nudge', async () => {
    const fail = { next: true };
    const { port, published } = bus(fail);
    const orders = source('orders', ['o1']);
    const relay = new OutboxRelay(port, 60_000);
    relay.register(orders.source);
    relay.start();
    await settle();
    expect(published).toEqual([]);

    relay.nudge();
    await settle();
    expect(published).toEqual(['o1']);
    await relay.stop();
  });
});

import type { EventEnvelope } from '@exam/contracts';
import type { Collection, Document } from 'mongodb';
import type { EventBus } from '../event-bus.port';
import { OutboxDrain } from './outbox-drain';

/** A collection of documents that may carry an old outbox, answering the drain's find and bulk write. */
function collection(docs: Array<{ _id: string; outbox?: Array<{ eventId: string }> }>) {
  const reads = { count: 0 };
  const fake = {
    find: () => ({
      limit: () => ({
        toArray: async () => {
          reads.count++;
          return docs.filter((d) => d.outbox).map((d) => ({ _id: d._id, outbox: [...d.outbox!] }));
        },
      }),
    }),
    bulkWrite: async (ops: Array<{ updateOne: { filter: { _id: string } } }>) => {
      for (const op of ops) delete docs.find((d) => d._id === op.updateOne.filter._id)!.outbox;
    },
  } as unknown as Collection<Document>;
  return { fake, reads };
}

function bus(failures = 0) {
  const published: string[] = [];
  const port = {
    publish: async (events: readonly EventEnvelope[]) => {
      if (failures-- > 0) throw new Error('broker down');
      published.push(...events.map((e) => e.eventId));
    },
  } as unknown as EventBus;
  return { port, published };
}

const ev = (eventId: string) => ({ eventId });

describe('OutboxDrain', () => {
  it('publishes what old outboxes hold once, removes every array (empty ones too), and finds nothing after', async () => {
    const docs = [{ _id: 'u1', outbox: [ev('a'), ev('b')] }, { _id: 'u2', outbox: [] }, { _id: 'u3' }];
    const users = collection(docs);
    const { port, published } = bus();
    const drain = new OutboxDrain(port);
    drain.register({ name: 'users', collection: () => users.fake });

    drain.start();
    expect(await drain.done()).toBe(2);
    expect(published).toEqual(['a', 'b']);
    expect(docs.every((d) => !('outbox' in d))).toBe(true);

    drain.start();
    expect(await drain.done()).toBe(0);
    expect(published).toEqual(['a', 'b']);
    await drain.stop();
  });

  it('keeps the arrays while the bus refuses, and retries until it takes them', async () => {
    const docs = [{ _id: 'o1', outbox: [ev('p')] }];
    const orders = collection(docs);
    const { port, published } = bus(2);
    const drain = new OutboxDrain(port, undefined, 5);
    drain.register({ name: 'orders', collection: () => orders.fake });

    drain.start();
    expect(await drain.done()).toBe(1);
    expect(published).toEqual(['p']);
    expect(orders.reads.count).toBe(3);
    expect(docs[0]).not.toHaveProperty('outbox');
    await drain.stop();
  });
});

import type { Collection } from 'mongodb';
import { ChangeLog, type ChangeApplier, type ChangeLogEntry, type StoredChangeLogEntry } from '../src';
import { attempted, heldDeliveryBus, scratchDatabase } from './support/messaging-fixtures';

/** Records every entry it is asked to apply: a second apply of one entry is what the sweeper must not cause. */
class RecordingApplier implements ChangeApplier<{ n: number }> {
  readonly capability = 'recording';
  readonly applied: string[] = [];
  async apply(entries: ReadonlyArray<ChangeLogEntry<{ n: number }>>): Promise<void> {
    for (const e of entries) this.applied.push(e._id);
  }
}

/**
 * The log's collection, except that a sweep's read, once the database has answered it, first runs
 * `afterRead`: what the live path does while the answer is on its way back.
 */
function withSlowSweepRead(
  real: Collection<StoredChangeLogEntry>,
  afterRead: () => Promise<void>,
): Collection<StoredChangeLogEntry> {
  return new Proxy(real, {
    get(target, prop, receiver) {
      if (prop !== 'find') return Reflect.get(target, prop, receiver) as unknown;
      return (...args: Parameters<Collection<StoredChangeLogEntry>['find']>) => {
        const cursor = target.find(...args);
        const slow = {
          sort: (...s: Parameters<typeof cursor.sort>) => (cursor.sort(...s), slow),
          limit: (n: number) => (cursor.limit(n), slow),
          toArray: async () => {
            const found = await cursor.toArray();
            await afterRead();
            return found;
          },
        };
        return slow;
      };
    },
  });
}

describe('change log sweeper against the real database', () => {
  const db = scratchDatabase('changelogsweep');

  it('leaves alone the live entries that were published and cleared while its read of the log was on its way', async () => {
    // Given live entries applied and held in delivery (a subscriber waits), so they are still in the log
    const { bus, delivered, release: releaseDelivery } = await heldDeliveryBus('held');
    const real = db().collection<StoredChangeLogEntry>('change_log');
    const cleared = async () => {
      while ((await real.countDocuments({})) > 0) await new Promise((r) => setTimeout(r, 10));
    };
    // ...and a sweep whose read sees them, then lets delivery go on and answers only once they are cleared
    const log = new ChangeLog(
      'sweep',
      () =>
        withSlowSweepRead(real, async () => {
          releaseDelivery();
          await cleared();
        }),
      bus,
      undefined,
      { retryAfterMs: 10 },
    );
    const applier = new RecordingApplier();
    log.register(applier);
    const ids = [1, 2, 3].map((n) => `recording:${n}`);
    await Promise.all(
      [1, 2, 3].map((n) =>
        log.commitApplied({
          _id: `recording:${n}`,
          capability: 'recording',
          change: { n },
          events: [attempted(n)],
        }),
      ),
    );
    expect(await real.countDocuments({})).toBe(3);

    // When the sweeper looks for orphans at that moment (stale after 0 ms: every entry is old enough)
    await log.sweep(0);
    await log.drain();

    // Then each entry was applied once and its event delivered once: the sweep took none for an orphan
    expect([...applier.applied].sort()).toEqual(ids);
    expect(delivered.map((e) => e.aggregateId).sort()).toEqual(['q:1', 'q:2', 'q:3']);
    expect(await real.countDocuments({})).toBe(0);
    await log.stop();
    await bus.stop();
  });
});

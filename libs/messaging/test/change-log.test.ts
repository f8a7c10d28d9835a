import type { Collection } from 'mongodb';
import { DomainError } from '@exam/common';
import {
  APPLY_WAIT_EXCEEDED_MESSAGE,
  ChangeLog,
  type ChangeLogOptions,
  type EventBus,
  InProcessEventBus,
  MemoryEventLog,
  type ChangeApplier,
  type ChangeLogEntry,
  type StoredChangeLogEntry,
} from '../src';
import { attempted, heldDeliveryBus, recordingBus, scratchDatabase } from './support/messaging-fixtures';

/** A counter capability: each change adds its amount to a document once (idempotent by change id). */
class CounterApplier implements ChangeApplier<{ amount: number }> {
  readonly capability = 'counter';
  calls = 0;
  constructor(
    private readonly counters: Collection<{ _id: string; total: number; applied: string[] }>,
    private readonly failFirst = { times: 0 },
  ) {}
  recover(): void {
    this.failFirst.times = 0;
  }
  async apply(entries: ReadonlyArray<ChangeLogEntry<{ amount: number }>>): Promise<void> {
    this.calls++;
    if (this.failFirst.times-- > 0) throw new Error('database blip');
    for (const e of entries)
      await this.counters.updateOne(
        { _id: 'c', applied: { $ne: e._id } },
        { $inc: { total: e.change.amount }, $push: { applied: e._id } },
        { upsert: true },
      );
  }
}

describe('change log against the real database', () => {
  const db = scratchDatabase('changelog');
  const { bus, published } = recordingBus('attempts.events');

  /** A change log named 'test' on this database's change_log, publishing to `onBus`. */
  const logOn = (onBus: EventBus, options: ChangeLogOptions) =>
    new ChangeLog(
      'test',
      () => db().collection<StoredChangeLogEntry>('change_log'),
      onBus,
      undefined,
      options,
    );
  const newLog = (applier: CounterApplier) => {
    const log = logOn(bus(), { retryAfterMs: 10 });
    log.register(applier);
    return log;
  };
  const counters = () => db().collection<{ _id: string; total: number; applied: string[] }>('counters');
  /** A counter change committed a minute ago by a process that died: only its entry is left. */
  const leftBehind = (amount: number) =>
    db()
      .collection<ChangeLogEntry>('change_log')
      .insertOne({
        _id: `counter:${amount}`,
        capability: 'counter',
        change: { amount },
        events: [attempted(amount)],
        committedAt: new Date(Date.now() - 60_000),
      });

  it('commits concurrent changes in one go, applies and publishes each once, refuses a second commit of an id', async () => {
    const applier = new CounterApplier(counters());
    const log = newLog(applier);
    log.start();
    const outcomes = await Promise.all(
      [1, 2, 3, 3].map((n) =>
        log.commit({
          _id: `counter:${n}`,
          capability: 'counter',
          change: { amount: n },
          events: [attempted(n)],
        }),
      ),
    );
    expect(outcomes.filter((o) => o.committed)).toHaveLength(3);
    await log.drain();
    expect((await counters().findOne({ _id: 'c' }))?.total).toBe(6);
    expect(published.map((e) => e.aggregateId).sort()).toEqual(['q:1', 'q:2', 'q:3']);
    expect(await db().collection('change_log').countDocuments({})).toBe(0);
    await log.stop();
  });

  it('finishes, on the next start, what a process that died after the commit left half done', async () => {
    // Given a change committed by a process that died before applying it (the entry is all there is)
    published.length = 0;
    await leftBehind(10);
    // When a new instance starts, and its first apply fails once
    const applier = new CounterApplier(counters(), { times: 1 });
    const log = newLog(applier);
    log.start();
    await log.drain();
    // Then the change is applied once, its event published, the entry cleared
    expect((await counters().findOne({ _id: 'c' }))?.total).toBe(16);
    expect(published.map((e) => e.aggregateId)).toEqual(['q:10']);
    expect(applier.calls).toBeGreaterThanOrEqual(2);
    expect(await db().collection('change_log').countDocuments({})).toBe(0);
    await log.stop();
  });

  it('applies the next commits while the events of the one before are still being delivered (many small batches too), and publishes in commit order', async () => {
    // Given a bus whose subscriber holds the first delivery until told to go on
    const slow = await heldDeliveryBus('slow', (e) => e.aggregateId === 'q:30');
    const delivered = () => slow.delivered.map((e) => e.aggregateId);
    const applier = new CounterApplier(counters());
    const log = logOn(slow.bus, {
      applyWaitMs: 3_000,
    });
    log.register(applier);
    log.start();
    const before = (await counters().findOne({ _id: 'c' }))?.total ?? 0;
    const entry = (n: number) => ({
      _id: `counter:${n}`,
      capability: 'counter',
      change: { amount: n },
      events: [attempted(n)],
    });
    // When a first command's entry is applied and its event is held in delivery
    await log.commitApplied(entry(30));
    // Then the next commands' entries, one batch each (payment verifications one at a time), are applied
    // all the same: none waits for that delivery (before, the fifth waited and answered 503)
    const next = [31, 32, 33, 34, 35, 36, 37];
    for (const n of next) await log.commitApplied(entry(n));
    expect((await counters().findOne({ _id: 'c' }))?.total).toBe(
      before + 30 + 31 + 32 + 33 + 34 + 35 + 36 + 37,
    );
    expect(delivered()).toEqual([]);
    // And once delivery goes on, the events come out in commit order and the entries are cleared
    slow.release();
    await log.drain();
    expect(delivered()).toEqual(['q:30', ...next.map((n) => `q:${n}`)]);
    expect(await db().collection('change_log').countDocuments({})).toBe(0);
    await log.stop();
    await slow.bus.stop();
  });

  it('tells the bus which events go out for the first time: not those a crash left, nor a publish tried again', async () => {
    // Given a bus that records what each publish says, and fails the publish of one event once
    const said: Array<{ aggregateId: string; firstPublish: boolean }> = [];
    let failOnce = 'q:42';
    const recording = new InProcessEventBus(new MemoryEventLog());
    const publish = recording.publish.bind(recording);
    recording.publish = async (events, options) => {
      for (const e of events)
        said.push({ aggregateId: e.aggregateId, firstPublish: !!options?.firstPublish });
      if (events.some((e) => e.aggregateId === failOnce)) {
        failOnce = '';
        throw new Error('broker blip');
      }
      return publish(events, options);
    };
    await recording.start();
    // and an entry a process that died left behind (its events may have gone out before it died)
    await leftBehind(40);
    const log = logOn(recording, {
      retryAfterMs: 10,
    });
    log.register(new CounterApplier(counters()));
    log.start();
    await log.drain();
    // When this instance commits two changes of its own, the second one's first publish failing
    for (const n of [41, 42])
      await log.commitApplied({
        _id: `counter:${n}`,
        capability: 'counter',
        change: { amount: n },
        events: [attempted(n)],
      });
    await log.drain();
    // Then only the live commit's first try is called a first publish
    expect(said).toEqual([
      { aggregateId: 'q:40', firstPublish: false },
      { aggregateId: 'q:41', firstPublish: true },
      { aggregateId: 'q:42', firstPublish: true },
      { aggregateId: 'q:42', firstPublish: false },
    ]);
    await log.stop();
    await recording.stop();
  });

  it('holds publishing back while commands wait for their applies, and publishes all in commit order after', async () => {
    // Given an applier that holds the apply of one entry until told to go on
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    class GatedApplier extends CounterApplier {
      override async apply(entries: ReadonlyArray<ChangeLogEntry<{ amount: number }>>): Promise<void> {
        if (entries.some((e) => e._id === 'counter:51')) await gate;
        return super.apply(entries);
      }
    }
    published.length = 0;
    const log = logOn(bus(), {
      publishHoldMaxMs: 60_000,
    });
    log.register(new GatedApplier(counters()));
    log.start();
    const entry = (n: number) => ({
      _id: `counter:${n}`,
      capability: 'counter',
      change: { amount: n },
      events: [attempted(n)],
    });
    try {
      // When two commands commit one after the other, and the first one's entry is applied while the
      // second one waits for its own apply
      const first = log.commitApplied(entry(50));
      const second = log.commitApplied(entry(51));
      await first;
      await new Promise((r) => setTimeout(r, 100));
      // Then the first one's event is held back (the database serves the waiting command first)
      expect(published).toEqual([]);
      // And once nobody waits, both go out in commit order
      release();
      await second;
      await log.drain();
      expect(published.map((e) => e.aggregateId)).toEqual(['q:50', 'q:51']);
    } finally {
      release();
      await log.stop();
    }
  });

  it('publishes a backlog in slices of 100 while a command waits for its apply, and as one batch when none does', async () => {
    // Given a bus that holds the first event in delivery (the publishing chain waits there meanwhile) and
    // records the size of each publish, and an applier that holds the apply of one entry (id ending '-w')
    const publishSizes = async (waiting: boolean) => {
      const held = await heldDeliveryBus('sizes', (e) => e.aggregateId === 'q:1');
      const sizes: number[] = [];
      const publish = held.bus.publish.bind(held.bus);
      held.bus.publish = (events, options) => {
        sizes.push(events.length);
        return publish(events, options);
      };
      let releaseApply = () => {};
      const applyGate = new Promise<void>((r) => (releaseApply = r));
      class GatedApplier extends CounterApplier {
        applied = 0;
        override async apply(entries: ReadonlyArray<ChangeLogEntry<{ amount: number }>>): Promise<void> {
          if (entries.some((e) => e._id.endsWith('-w'))) await applyGate;
          await super.apply(entries);
          this.applied += entries.length;
        }
      }
      // Its own counters and entry ids: the two runs stay apart.
      const run = waiting ? 'waited' : 'alone';
      const applier = new GatedApplier(db().collection(`counters_${run}`));
      const log = logOn(held.bus, {
        publishHoldMaxMs: 0,
      });
      log.register(applier);
      log.start();
      const entry = (id: string, n: number) => ({
        _id: `counter:${run}-${id}`,
        capability: 'counter',
        change: { amount: 0 },
        events: [attempted(n)],
      });
      try {
        await log.commit(entry('first', 1));
        // When 250 more are committed and applied while the first one's event is still in delivery
        await Promise.all(Array.from({ length: 250 }, (_, i) => log.commit(entry(`s${i}`, 100 + i))));
        while (applier.applied < 251) await new Promise((r) => setTimeout(r, 10));
        // (and, in the first case, a command then waits for its own apply)
        const w = waiting ? log.commitApplied(entry('w', 999)) : Promise.resolve();
        await new Promise((r) => setTimeout(r, 50));
        held.release();
        while (held.delivered.length < 251) await new Promise((r) => setTimeout(r, 10));
        const backlog = sizes.slice(1);
        releaseApply();
        await w;
        await log.drain();
        // Then every event went out once, in commit order
        expect(held.delivered.map((e) => e.aggregateId)).toEqual([
          'q:1',
          ...Array.from({ length: 250 }, (_, i) => `q:${100 + i}`),
          ...(waiting ? ['q:999'] : []),
        ]);
        return backlog;
      } finally {
        releaseApply();
        held.release();
        await log.stop();
        await held.bus.stop();
      }
    };

    // (the backlog of 250, once the held delivery is let go:) in slices while the command waits
    const whileWaited = await publishSizes(true);
    expect(whileWaited.reduce((a, b) => a + b, 0)).toBe(250);
    expect(Math.max(...whileWaited)).toBeLessThanOrEqual(100);
    // and as one batch when nobody waits (projectors write a batch once per document)
    expect(await publishSizes(false)).toEqual([250]);
  });

  it('answers a command waiting for its apply with 503 when the apply keeps failing, and still applies it once later', async () => {
    // Given an applier that fails for a while (the database went away after the insert)
    const applier = new CounterApplier(counters(), { times: 1_000_000 });
    const log = logOn(bus(), {
      retryAfterMs: 10,
      applyWaitMs: 300,
    });
    log.register(applier);
    log.start();
    const before = (await counters().findOne({ _id: 'c' }))?.total ?? 0;
    // When a command waits for its entry to be applied
    const waiting = log.commitApplied({
      _id: 'counter:20',
      capability: 'counter',
      change: { amount: 20 },
      events: [attempted(20)],
    });
    // Then it gets a 503-kind error instead of hanging, and the entry stays
    await expect(waiting).rejects.toEqual(
      expect.objectContaining({ kind: 'unavailable', message: APPLY_WAIT_EXCEEDED_MESSAGE }),
    );
    await expect(waiting).rejects.toBeInstanceOf(DomainError);
    expect(await db().collection<ChangeLogEntry>('change_log').countDocuments({ _id: 'counter:20' })).toBe(1);
    // And once the applier works again, the change takes effect exactly once
    applier.recover();
    await log.drain();
    expect((await counters().findOne({ _id: 'c' }))?.total).toBe(before + 20);
    await log.stop();
  });
});

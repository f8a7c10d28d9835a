import { unavailable } from '@exam/common';
import { correlationIdNow, type EventEnvelope } from '@exam/contracts';
import type { Collection } from 'mongodb';
import { silentBusLogger, type BusLogger } from '../bus-logger';
import type { EventBus } from '../event-bus.port';
import type { ChangeApplier, ChangeLogEntry, CommitOutcome } from './change-log-entry';
import { GroupCommit } from './group-commit';

export interface ChangeLogOptions {
  /** How often the sweeper looks for entries a crash (or another instance's crash) left behind. */
  sweepEveryMs?: number;
  /** An entry younger than this may still be on its way in another instance: the sweeper leaves it. */
  staleAfterMs?: number;
  /** Pause before retrying a batch whose apply or publish failed. */
  retryAfterMs?: number;
  /** How long commitApplied waits for its entry to be applied before answering 503 (the entry stays). */
  applyWaitMs?: number;
  /**
   * Longest a publish holds back while commands wait for their applies (see yieldToApplies): bounds how
   * much later the read models see a storm.
   */
  publishHoldMaxMs?: number;
}

export const APPLY_WAIT_EXCEEDED_MESSAGE =
  'Your request was received but could not be confirmed yet. Please try again in a few seconds.';

const BATCH = 500;
/**
 * Largest publish while commands wait for their applies. In a storm a publish of 400-500 entries (the
 * event log and every projector) took 330-370 ms of the database and the event loop, and the commands
 * arriving meanwhile waited two to three times as long as the others. In slices of this size the same
 * work is spread over the storm (bench:attempts, 3,000 learners, two runs: p99 291 -> 135 and 232 -> 183 ms).
 */
const PUBLISH_SLICE_WHILE_AWAITED = 100;
/** Periodic sweeps put off in a row while this instance is busy (so at most ~1 min between two at 5 s). */
const SWEEP_PUT_OFF_MAX = 11;

/**
 * A service's change log (one collection, `change_log`, in its own database). A command commits its change
 * and events in one insert (group-committed with its neighbours); right after, in the background and in
 * commit order, each capability's applier applies the changes to its own documents, the events are
 * published, and the entries are deleted. An entry still there after a crash is applied (again) and
 * published by the sweeper: appliers are idempotent, and delivery is at least once (projectors
 * de-duplicate), so nothing committed is lost or counted twice.
 */
export class ChangeLog {
  private readonly appliers = new Map<string, ChangeApplier>();
  private readonly commits: GroupCommit<ChangeLogEntry>;
  /** Committed here, not yet applied and published: the sweeper leaves these to the live path. */
  private readonly inFlight = new Map<string, ChangeLogEntry>();
  /** Commands waiting for their entry to be applied (commitApplied). */
  private readonly appliedWaiters = new Map<string, () => void>();
  private ready: ChangeLogEntry[] = [];
  private processing?: Promise<void>;
  /**
   * Applied batches waiting for their events to go out and their entries to be cleared, in commit order.
   * `firstPublish`: no event of the batch can have been published before (see `swept`); false once a
   * publish of it was tried. `appliedAt`: when (Date.now()) it was applied, which bounds its hold.
   */
  private readonly applied: Array<{
    batch: readonly ChangeLogEntry[];
    events: EventEnvelope[];
    firstPublish: boolean;
    appliedAt: number;
  }> = [];
  /** Entries the sweeper picked up: a crash may have come after their events were published. */
  private readonly swept = new Set<string>();
  private publishing?: Promise<void>;
  private timer?: NodeJS.Timeout;
  private sweeping?: Promise<void>;
  /** Being inserted: an insert of many entries shows its first ones before it answers (sweeper leaves them). */
  private readonly committing = new Set<string>();
  /** Entries cleared while a sweep reads the log: gone already, not orphans, though the read may show them. */
  private clearedWhileSweeping?: Set<string>;
  private sweepsPutOff = 0;
  /** A drain is under way: publishing does not hold back for applies then. */
  private drainRequested = 0;
  private stopped = true;
  private readonly options: Required<ChangeLogOptions>;

  constructor(
    readonly name: string,
    private readonly collection: () => Collection<ChangeLogEntry>,
    private readonly bus: EventBus,
    private readonly logger: BusLogger = silentBusLogger,
    options: ChangeLogOptions = {},
  ) {
    this.options = {
      sweepEveryMs: 5_000,
      staleAfterMs: 10_000,
      retryAfterMs: 500,
      applyWaitMs: 15_000,
      publishHoldMaxMs: 500,
      ...options,
    };
    this.commits = new GroupCommit(collection, BATCH);
  }

  register(applier: ChangeApplier<never>): void {
    this.appliers.set(applier.capability, applier as ChangeApplier);
  }

  /** Stores the change and its events in one write; a second commit with the same id stores nothing. */
  async commit<C>(entry: Omit<ChangeLogEntry<C>, 'committedAt'>): Promise<CommitOutcome<C>> {
    if (!this.appliers.has(entry.capability)) throw new Error(`No applier for ${entry.capability}`);
    const doc: ChangeLogEntry = { ...withCorrelation(entry), committedAt: new Date() };
    this.committing.add(doc._id);
    let inserted: 'inserted' | 'duplicate';
    try {
      inserted = await this.commits.insert(doc);
      if (inserted === 'inserted') this.inFlight.set(doc._id, doc);
    } finally {
      this.committing.delete(doc._id);
    }
    if (inserted === 'duplicate')
      return { committed: false, existing: (await this.find<C>(entry._id)) ?? null };
    this.ready.push(doc);
    // A command still under way while the service stops (its log already stopped) gets its entry applied
    // all the same, so it can answer; what cannot be published now goes out at the next start.
    this.kick(this.stopped);
    return { committed: true };
  }

  /**
   * Commits, and when the entry was stored, resolves only once this instance has applied it (before its
   * events are published). For a command whose answer depends on what its applier decides: a
   * compare-and-set the applier runs, which decides whether the command took effect and whether its
   * events are published at all (the applier returns none for an entry that lost). The caller then reads
   * the outcome from the capability's documents.
   */
  async commitApplied<C>(entry: Omit<ChangeLogEntry<C>, 'committedAt'>): Promise<CommitOutcome<C>> {
    if (this.appliedWaiters.has(entry._id))
      return { committed: false, existing: await this.find<C>(entry._id) };
    // Registered before the insert: the entry may be applied before the insert's promise resolves here.
    const applied = new Promise<void>((resolve) => this.appliedWaiters.set(entry._id, resolve));
    let outcome: CommitOutcome<C>;
    try {
      outcome = await this.commit(entry);
    } catch (e) {
      this.appliedWaiters.delete(entry._id);
      throw e;
    }
    if (!outcome.committed) {
      this.appliedWaiters.delete(entry._id);
      return outcome;
    }
    // Bounded: with the database gone after the insert the applier retries until it is back; the caller
    // answers 503 meanwhile, and the entry still takes effect (or loses) exactly once when it is applied.
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), this.options.applyWaitMs);
    });
    const result = await Promise.race([applied, gaveUp]).finally(() => clearTimeout(timer));
    if (result === 'timeout') {
      this.appliedWaiters.delete(entry._id);
      throw unavailable(APPLY_WAIT_EXCEEDED_MESSAGE);
    }
    return outcome;
  }

  /** An entry committed and not yet cleared: in memory when it was committed here, else in the log. */
  async find<C>(id: string): Promise<ChangeLogEntry<C> | null> {
    const local = this.inFlight.get(id);
    if (local) return local as ChangeLogEntry<C>;
    return (await this.collection().findOne({ _id: id })) as ChangeLogEntry<C> | null;
  }

  /** Entries in the log now (all instances' not yet published) and the oldest one's age, for metrics. */
  async backlog(): Promise<{ entries: number; oldestAgeSeconds: number }> {
    const entries = await this.collection().countDocuments({});
    const oldest = entries
      ? await this.collection()
          .find({}, { projection: { committedAt: 1 } })
          .sort({ committedAt: 1 })
          .limit(1)
          .next()
      : null;
    return { entries, oldestAgeSeconds: oldest ? (Date.now() - oldest.committedAt.getTime()) / 1000 : 0 };
  }

  /** Whether a command of this instance waits for this entry to be applied (commitApplied). */
  isAwaited(id: string): boolean {
    return this.appliedWaiters.has(id);
  }

  /** Entries committed here and not yet applied (for reads that must see a change a moment old). */
  pending(): IterableIterator<ChangeLogEntry> {
    return this.inFlight.values();
  }

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => void this.sweepWhenQuiet(), this.options.sweepEveryMs);
    this.timer.unref();
    this.kick();
    // What a crash left: everything in the log when this instance starts that is not its own.
    void this.sweep(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.sweeping;
    await this.processing;
    await this.publishing;
  }

  /** Applies and publishes everything committed so far, also what older runs left (tests, shutdown). */
  async drain(): Promise<number> {
    this.drainRequested++;
    try {
      return await this.drainAll();
    } finally {
      this.drainRequested--;
    }
  }

  private async drainAll(): Promise<number> {
    let total = 0;
    while (this.ready.length || this.processing || this.applied.length || this.publishing) {
      total += this.ready.length;
      this.kick(true);
      await this.processing;
      this.kickPublish(true);
      await this.publishing;
    }
    await this.sweep(0);
    await this.processing;
    await this.publishing;
    return total;
  }

  private kick(force = false): void {
    if (this.processing || !this.ready.length || (this.stopped && !force)) return;
    this.processing = this.processReady(force).finally(() => {
      this.processing = undefined;
      if (this.ready.length && !this.stopped) this.kick();
    });
  }

  private kickPublish(force = false): void {
    if (this.publishing || !this.applied.length || (this.stopped && !force)) return;
    this.publishing = this.publishApplied().finally(() => {
      this.publishing = undefined;
      if (this.applied.length && !this.stopped) this.kickPublish();
    });
  }

  /**
   * Applies batches in commit order; a failed batch goes back to the front and is retried after a pause.
   * An applied batch is handed to the publishing chain, and the next one is applied meanwhile: a command
   * waiting for its entry to be applied does not wait for the read models of the batch before it (nor
   * for a storm's backlog of them: the applied entries are held in memory anyway, in `inFlight`, until
   * they are published and cleared).
   */
  private async processReady(force: boolean): Promise<void> {
    while (this.ready.length) {
      const batch = this.ready.splice(0, BATCH);
      try {
        const eventsOf = await this.apply(batch);
        const firstPublish = !batch.some((e) => this.swept.has(e._id));
        const appliedAt = Date.now();
        // Handed over in slices, so that a publish while commands wait can stay small.
        for (let i = 0; i < batch.length; i += PUBLISH_SLICE_WHILE_AWAITED) {
          const slice = batch.slice(i, i + PUBLISH_SLICE_WHILE_AWAITED);
          const events = eventsOf.slice(i, i + PUBLISH_SLICE_WHILE_AWAITED).flat();
          this.applied.push({ batch: slice, events, firstPublish, appliedAt });
        }
        this.kickPublish(force);
      } catch (e) {
        this.ready.unshift(...batch);
        this.logger.warn('Change log could not apply; will retry', {
          log: this.name,
          error: (e as Error).message,
        });
        await new Promise((r) => setTimeout(r, this.options.retryAfterMs));
        if (this.stopped) return;
      }
    }
  }

  /**
   * Publishes applied batches in commit order, then clears their entries; a failure is retried after a
   * pause. The batches applied while the previous publish was on its way go out together: read models
   * apply a storm in large batches (one $inc per histogram bucket per batch), not many small ones; up to
   * BATCH entries, or PUBLISH_SLICE_WHILE_AWAITED while commands wait for their applies.
   */
  private async publishApplied(): Promise<void> {
    while (this.applied.length) {
      await this.yieldToApplies();
      const limit = this.commandsWaiting() ? PUBLISH_SLICE_WHILE_AWAITED : BATCH;
      let taken = 0;
      let size = 0;
      while (
        taken < this.applied.length &&
        (taken === 0 || size + this.applied[taken].batch.length <= limit)
      ) {
        size += this.applied[taken].batch.length;
        taken++;
      }
      const group = this.applied.slice(0, taken);
      const batch = group.flatMap((g) => g.batch);
      const events = group.flatMap((g) => g.events);
      // Only while no sweeper (of another instance, too) can have taken an entry: it waits staleAfterMs.
      const sweepableFrom = Date.now() - this.options.staleAfterMs;
      const firstPublish =
        group.every((g) => g.firstPublish) && batch.every((e) => e.committedAt.getTime() > sweepableFrom);
      for (const g of group) g.firstPublish = false;
      try {
        if (events.length) await this.bus.publish(events, { firstPublish });
        // One statement by _id: the project's FerretDB deletes it without reading the entries back.
        await this.collection().deleteMany({ _id: { $in: batch.map((e) => e._id) } });
        this.applied.splice(0, taken);
        for (const entry of batch) {
          this.inFlight.delete(entry._id);
          this.swept.delete(entry._id);
          this.clearedWhileSweeping?.add(entry._id);
        }
      } catch (e) {
        this.logger.warn('Change log could not publish; will retry', {
          log: this.name,
          error: (e as Error).message,
        });
        await new Promise((r) => setTimeout(r, this.options.retryAfterMs));
        if (this.stopped) return;
      }
    }
  }

  /**
   * While commands wait for their entries to be applied, publishing (the event log, every projector, the
   * clearing of the log) holds back: it competes with the applies for the same database, and a command
   * waits only for its apply. Bounded: no applied entry is held longer than publishHoldMaxMs, nor more
   * than a full batch of them; a storm's backlog then goes out in slices (publishApplied).
   */
  private async yieldToApplies(): Promise<void> {
    const held = () => this.applied.reduce((n, g) => n + g.batch.length, 0);
    while (
      this.commandsWaiting() &&
      held() < BATCH &&
      Date.now() < (this.applied[0]?.appliedAt ?? 0) + this.options.publishHoldMaxMs
    )
      await new Promise((r) => setTimeout(r, 5));
  }

  /** Commands wait for their applies, and no drain or stop asks for everything to go out now. */
  private commandsWaiting(): boolean {
    return this.appliedWaiters.size > 0 && !this.drainRequested && !this.stopped;
  }

  /** Apply per capability; answers each entry's events to publish, in commit order. */
  private async apply(batch: readonly ChangeLogEntry[]): Promise<Array<readonly EventEnvelope[]>> {
    const published = new Map<string, readonly EventEnvelope[]>();
    const byCapability = new Map<string, ChangeLogEntry[]>();
    for (const entry of batch) {
      const list = byCapability.get(entry.capability) ?? [];
      list.push(entry);
      byCapability.set(entry.capability, list);
    }
    for (const [capability, entries] of byCapability) {
      const applier = this.appliers.get(capability);
      if (!applier) throw new Error(`No applier registered for ${capability} in ${this.name}`);
      const events = await applier.apply(entries);
      entries.forEach((entry, i) =>
        published.set(entry._id, events ? causedBy(events[i], entry.correlationId) : entry.events),
      );
    }
    for (const entry of batch) {
      this.appliedWaiters.get(entry._id)?.();
      this.appliedWaiters.delete(entry._id);
    }
    return batch.map((entry) => published.get(entry._id) ?? []);
  }

  /**
   * The periodic sweep reads the whole log (the Mongo-wire server filters and sorts it itself, document by
   * document): in a storm, with hundreds of entries on their way, that read costs more than it finds. So
   * while this instance has entries of its own in flight it is put off, up to SWEEP_PUT_OFF_MAX times in a
   * row. What this instance's own crash left is swept at its next start whatever the load.
   */
  private sweepWhenQuiet(): Promise<void> {
    if (this.inFlight.size > 0 && this.sweepsPutOff < SWEEP_PUT_OFF_MAX) {
      this.sweepsPutOff++;
      return Promise.resolve();
    }
    this.sweepsPutOff = 0;
    return this.sweep();
  }

  /** Picks up entries no live path of this instance is carrying (a crash left them), oldest first. */
  sweep(staleAfterMs = this.options.staleAfterMs): Promise<void> {
    this.sweeping ??= this.sweepOnce(staleAfterMs)
      .catch((e: Error) => this.logger.warn('Change log sweep failed', { log: this.name, error: e.message }))
      .finally(() => (this.sweeping = undefined));
    return this.sweeping;
  }

  private async sweepOnce(staleAfterMs: number): Promise<void> {
    const before = new Date(Date.now() - staleAfterMs);
    // An entry published and cleared while the read is on its way is no longer in flight, yet the read may
    // still show it: without this, a storm whose entries live longer than staleAfterMs had them applied
    // and published a second time (measured: 0.35 extra claim reads per completion in bench:attempts).
    const cleared = (this.clearedWhileSweeping = new Set());
    let left: ChangeLogEntry[];
    try {
      left = await this.collection()
        .find({ committedAt: { $lte: before } })
        .sort({ committedAt: 1 })
        .limit(BATCH)
        .toArray();
    } finally {
      this.clearedWhileSweeping = undefined;
    }
    const orphans = left.filter(
      (e) => !this.inFlight.has(e._id) && !this.committing.has(e._id) && !cleared.has(e._id),
    );
    if (!orphans.length) return;
    this.logger.warn('Change log: finishing entries a crash left half done', {
      log: this.name,
      entries: orphans.length,
    });
    for (const entry of orphans) {
      this.inFlight.set(entry._id, entry);
      this.swept.add(entry._id);
    }
    this.ready.unshift(...orphans);
    this.kick(true);
    await this.processing;
    await this.publishing;
  }
}

/**
 * The entry's correlation id: one its events already carry (a consumer passing on its cause's), else the
 * current request's or job's, else a new one; every event of the entry is stamped with it.
 */
function withCorrelation<C>(entry: Omit<ChangeLogEntry<C>, 'committedAt'>) {
  const correlationId =
    entry.correlationId ?? entry.events.find((e) => e.correlationId)?.correlationId ?? correlationIdNow();
  const events = entry.events.map((e) => (e.correlationId ? e : { ...e, correlationId }));
  return { ...entry, correlationId, events };
}

/**
 * The events an applier answers for an entry carry the entry's correlation id: those it makes while
 * applying were made in whatever context the group commit runs in (another request's, say).
 */
function causedBy(events: readonly EventEnvelope[], correlationId: string | undefined): EventEnvelope[] {
  return correlationId ? events.map((e) => ({ ...e, correlationId })) : [...events];
}

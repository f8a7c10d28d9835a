import type { EventEnvelope } from '@exam/contracts';
import type { AnyBulkWriteOperation, Collection, Document } from 'mongodb';
import { silentBusLogger, type BusLogger } from '../bus-logger';
import type { EventBus } from '../event-bus.port';
import { OUTBOX_FIELD } from './outbox';

/** A collection whose documents carry an outbox. */
export interface OutboxSource {
  name: string;
  collection: Collection<Document>;
}

const BATCH = 200;

/** A change log (change-log/change-log.ts): it publishes its own entries; the relay starts, stops and drains it. */
export interface RelayedLog {
  readonly name: string;
  start(): void;
  stop(): Promise<void>;
  drain(): Promise<number>;
}

/**
 * Publishes what commands stored in their documents' outboxes, then removes exactly those events.
 * A crash between publishing and removing republishes them: delivery is at least once, and projectors
 * de-duplicate by event id. One drain runs at a time; a nudge during a drain schedules another.
 * A nudge names its source, and only nudged sources are read: in the embedded platform every service
 * shares this relay, and a burst of completions must not rescan every user's document each time
 * (FerretDB scans a collection for the outbox query). The poll reads a source only until it is found
 * without outboxes once: commands now write through their service's change log and fill no outbox, so
 * what is left is what older versions stored, and rescanning every user 4 times a second for it cost
 * the database more than a storm's completions did (bench:attempts, FerretDB's profile).
 */
export class OutboxRelay {
  private readonly sources: OutboxSource[] = [];
  private readonly logs: RelayedLog[] = [];
  private readonly due = new Set<OutboxSource>();
  /** Found without any outbox since start: the poll leaves them (a nudge naming one reads it again). */
  private readonly emptied = new Set<OutboxSource>();
  private timer?: NodeJS.Timeout;
  private draining?: Promise<void>;
  private stopped = true;

  constructor(
    private readonly bus: EventBus,
    private readonly pollMs: number,
    private readonly logger: BusLogger = silentBusLogger,
  ) {}

  register(source: OutboxSource): void {
    if (!this.sources.some((s) => s.name === source.name)) this.sources.push(source);
  }

  registerLog(log: RelayedLog): void {
    if (!this.logs.some((l) => l.name === log.name)) this.logs.push(log);
  }

  start(): void {
    this.stopped = false;
    for (const log of this.logs) log.start();
    this.timer = setInterval(() => this.nudge(), this.pollMs);
    this.timer.unref();
    this.nudge();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.draining;
    await Promise.all(this.logs.map((l) => l.stop()));
  }

  /**
   * Asks for a drain of one source (every source without a name) soon; commands call it right after
   * storing events, so delivery does not wait for the poll.
   */
  nudge(sourceName?: string): void {
    if (this.stopped) return;
    for (const s of this.sources) {
      if (sourceName === undefined ? this.emptied.has(s) : s.name !== sourceName) continue;
      this.emptied.delete(s);
      this.due.add(s);
    }
    this.drainDue();
  }

  private drainDue(): void {
    if (this.draining || !this.due.size) return;
    const batch = [...this.due];
    this.due.clear();
    this.draining = this.drain(batch)
      .then(() => undefined)
      // The poll marks every source due again, so a failed drain is retried without spinning.
      .catch((e: Error) =>
        this.logger.warn('Outbox relay could not publish; will retry', { error: e.message }),
      )
      .finally(() => {
        this.draining = undefined;
        if (!this.stopped) this.drainDue();
      });
  }

  /** Publishes everything pending now (tests and shutdown use it). */
  async drainAll(): Promise<number> {
    let total = 0;
    for (const log of this.logs) total += await log.drain();
    return total + (await this.drain(this.sources));
  }

  private async drain(sources: readonly OutboxSource[]): Promise<number> {
    let total = 0;
    for (const source of sources) total += await this.drainSource(source);
    return total;
  }

  private async drainSource(source: OutboxSource): Promise<number> {
    let total = 0;
    for (;;) {
      const docs = await source.collection
        .find({ [`${OUTBOX_FIELD}.0`]: { $exists: true } }, { projection: { [OUTBOX_FIELD]: 1 } })
        .limit(BATCH)
        .toArray();
      if (!docs.length) {
        this.emptied.add(source);
        return total;
      }
      const events = docs.flatMap((d) => d[OUTBOX_FIELD] as EventEnvelope[]);
      await this.bus.publish(events);
      await source.collection.bulkWrite(
        docs.map((d): AnyBulkWriteOperation<Document> => ({
          updateOne: { filter: { _id: d._id }, update: { $pullAll: { [OUTBOX_FIELD]: d[OUTBOX_FIELD] } } },
        })),
        { ordered: false },
      );
      total += events.length;
      if (docs.length < BATCH) {
        this.emptied.add(source);
        return total;
      }
    }
  }
}

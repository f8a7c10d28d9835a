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

/**
 * Publishes what commands stored in their documents' outboxes, then removes exactly those events.
 * A crash between publishing and removing republishes them: delivery is at least once, and projectors
 * de-duplicate by event id. One drain runs at a time; a nudge during a drain schedules another.
 */
export class OutboxRelay {
  private readonly sources: OutboxSource[] = [];
  private timer?: NodeJS.Timeout;
  private draining?: Promise<void>;
  private again = false;
  private stopped = true;

  constructor(
    private readonly bus: EventBus,
    private readonly pollMs: number,
    private readonly logger: BusLogger = silentBusLogger,
  ) {}

  register(source: OutboxSource): void {
    if (!this.sources.some((s) => s.name === source.name)) this.sources.push(source);
  }

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.nudge(), this.pollMs);
    this.timer.unref();
    this.nudge();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.draining;
  }

  /** Asks for a drain soon; commands call it right after storing events, so delivery does not wait for the poll. */
  nudge(): void {
    if (this.stopped) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.drainAll()
      .then(() => undefined)
      .catch((e: Error) =>
        this.logger.warn('Outbox relay could not publish; will retry', { error: e.message }),
      )
      .finally(() => {
        this.draining = undefined;
        if (this.again && !this.stopped) {
          this.again = false;
          this.nudge();
        }
      });
  }

  /** Publishes everything pending now (tests and shutdown use it). */
  async drainAll(): Promise<number> {
    let total = 0;
    for (const source of this.sources) total += await this.drainSource(source);
    return total;
  }

  private async drainSource(source: OutboxSource): Promise<number> {
    let total = 0;
    for (;;) {
      const docs = await source.collection
        .find({ [`${OUTBOX_FIELD}.0`]: { $exists: true } }, { projection: { [OUTBOX_FIELD]: 1 } })
        .limit(BATCH)
        .toArray();
      if (!docs.length) return total;
      const events = docs.flatMap((d) => d[OUTBOX_FIELD] as EventEnvelope[]);
      await this.bus.publish(events);
      await source.collection.bulkWrite(
        docs.map((d): AnyBulkWriteOperation<Document> => ({
          updateOne: { filter: { _id: d._id }, update: { $pullAll: { [OUTBOX_FIELD]: d[OUTBOX_FIELD] } } },
        })),
        { ordered: false },
      );
      total += events.length;
      if (docs.length < BATCH) return total;
    }
  }
}

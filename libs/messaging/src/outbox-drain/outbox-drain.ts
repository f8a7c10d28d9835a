import { modelCollection } from '@exam/common';
import type { EventEnvelope } from '@exam/contracts';
import type { AnyBulkWriteOperation, Collection, Document } from 'mongodb';
import { silentBusLogger, type BusLogger } from '../bus-logger';
import type { EventBus } from '../event-bus.port';

/** The array older versions stored a document's unpublished events in, beside its change. */
export const OLD_OUTBOX_FIELD = 'outbox';

/** A collection whose documents older versions gave an outbox array (users, orders, subscriptions). */
export interface OldOutboxes {
  name: string;
  collection: () => Collection<Document>;
}

/** A mongoose model's documents (`name` for logs), read and written through the driver. */
export const oldOutboxesOf = (name: string, model: Parameters<typeof modelCollection>[0]): OldOutboxes => ({
  name,
  collection: () => modelCollection(model),
});

const BATCH = 200;

/**
 * The one-off migration off the per-document outbox: every write now goes through its service's change
 * log, and at start this publishes once what documents written by an older version still carry, then
 * removes the arrays (empty ones too). Events keep their ids and go out as possibly repeated (never as a
 * first publish): the old relay may have sent them before a crash, and consumers de-duplicate by event
 * id. A crash between publishing and removing republishes them at the next start, nothing is lost. Once
 * a collection is drained, each later start costs one empty query. Runs beside the app, so a broker that
 * is down at start delays only this, retried until it succeeds or the app stops.
 */
export class OutboxDrain {
  private readonly sources: OldOutboxes[] = [];
  private running: Promise<number> = Promise.resolve(0);
  private stopped = true;

  constructor(
    private readonly bus: EventBus,
    private readonly logger: BusLogger = silentBusLogger,
    private readonly retryMs = 1_000,
  ) {}

  register(source: OldOutboxes): void {
    if (!this.sources.some((s) => s.name === source.name)) this.sources.push(source);
  }

  start(): void {
    this.stopped = false;
    this.running = this.untilDrained();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }

  /** Resolves with the number of events published once this start's drain is over (tests, settle). */
  done(): Promise<number> {
    return this.running;
  }

  private async untilDrained(): Promise<number> {
    for (;;) {
      try {
        let total = 0;
        for (const source of this.sources) total += await this.drain(source);
        if (total) this.logger.info('Published what old outboxes held', { events: total });
        return total;
      } catch (e) {
        this.logger.warn('Could not drain the old outboxes; will retry', { error: (e as Error).message });
        if (this.stopped) return 0;
        await new Promise((r) => setTimeout(r, this.retryMs).unref());
        if (this.stopped) return 0;
      }
    }
  }

  private async drain(source: OldOutboxes): Promise<number> {
    let total = 0;
    for (;;) {
      const docs = await source
        .collection()
        .find({ [OLD_OUTBOX_FIELD]: { $exists: true } }, { projection: { [OLD_OUTBOX_FIELD]: 1 } })
        .limit(BATCH)
        .toArray();
      if (!docs.length) return total;
      const events = docs.flatMap((d) => (d[OLD_OUTBOX_FIELD] ?? []) as EventEnvelope[]);
      if (events.length) await this.bus.publish(events);
      await source.collection().bulkWrite(
        docs.map((d): AnyBulkWriteOperation<Document> => ({
          updateOne: { filter: { _id: d._id }, update: { $unset: { [OLD_OUTBOX_FIELD]: '' } } },
        })),
        { ordered: false },
      );
      total += events.length;
      if (docs.length < BATCH) return total;
    }
  }
}

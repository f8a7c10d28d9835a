import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { EventEnvelope } from '@exam/contracts';
import { OutboxRelay } from '@exam/messaging';
import type { Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { CATALOG, JOURNAL_STRANDED_AFTER_MS, JOURNAL_SWEEP_MS } from '../catalog.constants';

export interface JournalEntry<P = unknown> {
  _id: string;
  type: string;
  payload: P;
  outbox: EventEnvelope[];
  applied: boolean;
  at: Date;
}

type Applier = (payload: never) => Promise<void>;

export const JOURNAL_COLLECTION = 'catalog_journal';
const JOURNAL_OUTBOX = `catalog.${JOURNAL_COLLECTION}`;

/**
 * The catalog's outbox (ARCHITECTURE.md: "an append-only events collection written first and applied
 * idempotently"). A change is first inserted here with its events in one atomic insert; then it is applied
 * to its documents; applied entries whose events were published are dropped. This keeps the relay's scan
 * (every non-_id query scans on FerretDB) on a handful of documents instead of every quiz or every open.
 * The entry's unique _id also guards concurrency: two changes to one revision cannot both be recorded.
 */
@Injectable()
export class CatalogJournal implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('CatalogJournal');
  private readonly appliers = new Map<string, Applier>();
  private timer?: NodeJS.Timeout;
  private sweeping?: Promise<void>;

  constructor(
    @InjectConnection(CATALOG) private readonly connection: Connection,
    @Inject(OutboxRelay) private readonly relay: OutboxRelay,
  ) {}

  entries(): Collection<JournalEntry> {
    return this.connection.db!.collection<JournalEntry>(JOURNAL_COLLECTION);
  }

  registerApplier(type: string, applier: (payload: never) => Promise<void>): void {
    this.appliers.set(type, applier);
  }

  registerWithRelay(): void {
    this.relay.register({ name: JOURNAL_OUTBOX, collection: this.entries() as never });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.sweep(0);
    this.timer = setInterval(() => {
      this.sweeping ??= this.sweep(JOURNAL_STRANDED_AFTER_MS)
        .catch((e: Error) => this.logger.warn({ msg: 'Journal sweep failed; will retry', error: e.message }))
        .finally(() => (this.sweeping = undefined));
    }, JOURNAL_SWEEP_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
  }

  /** Records entries; answers the ids that were new (a duplicate id was recorded before: skip it). */
  async record(entries: Array<Omit<JournalEntry, 'applied' | 'at'>>): Promise<Set<string>> {
    if (!entries.length) return new Set();
    const docs = entries.map((e) => ({ ...e, applied: false, at: new Date() }));
    const fresh = new Set(docs.map((d) => d._id));
    try {
      await this.entries().insertMany(docs, { ordered: false });
    } catch (e) {
      const errors = (e as { writeErrors?: Array<{ index: number; code: number }> }).writeErrors;
      const code = (e as { code?: number }).code;
      if (!errors && code !== 11000) throw e;
      for (const w of errors ?? [{ index: 0, code: code! }]) {
        if (w.code !== 11000) throw e;
        fresh.delete(docs[w.index]._id);
      }
    }
    if (fresh.size) this.relay.nudge(JOURNAL_OUTBOX);
    return fresh;
  }

  async markApplied(ids: readonly string[]): Promise<void> {
    if (!ids.length) return;
    await this.entries().bulkWrite(
      ids.map((id) => ({ updateOne: { filter: { _id: id }, update: { $set: { applied: true } } } })),
      { ordered: false },
    );
  }

  /** Applies stranded entries (oldest first) and drops applied entries whose events are published. */
  async sweep(strandedAfterMs: number): Promise<void> {
    const all = await this.entries()
      .find({}, { projection: { _id: 1, type: 1, applied: 1, at: 1, outbox: 1 } })
      .toArray();
    const cutoff = Date.now() - strandedAfterMs;
    const stranded = all.filter((e) => !e.applied && e.at.getTime() <= cutoff);
    for (const entry of stranded.sort((a, b) => a.at.getTime() - b.at.getTime())) {
      const full = await this.entries().findOne({ _id: entry._id });
      const applier = full && this.appliers.get(full.type);
      if (!full || !applier) continue;
      await applier(full.payload as never);
      await this.markApplied([full._id]);
    }
    const done = all.filter((e) => e.applied && !e.outbox?.length);
    for (const entry of done)
      await this.entries().deleteOne({ _id: entry._id, 'outbox.0': { $exists: false } });
  }
}

import type { ChangeLogEntry } from './change-log-entry';
import { BATCH, type ChangeLogContext } from './change-log-options';
import { entryFromStored } from './stored-entry';

/** Periodic sweeps put off in a row while this instance is busy (so at most ~1 min between two at 5 s). */
const SWEEP_PUT_OFF_MAX = 11;

export interface SweeperDeps {
  /** Committed here, not yet applied and published: the sweeper leaves these to the live path. */
  inFlight: Map<string, ChangeLogEntry>;
  /** Being inserted: an insert of many entries shows its first ones before it answers. */
  committing: ReadonlySet<string>;
  /** Applies and publishes the orphans found, oldest first; resolves once they are out. */
  finish(orphans: ChangeLogEntry[]): Promise<void>;
}

/** Finds the entries no live path of this instance is carrying (a crash left them) and has them finished. */
export class Sweeper {
  /** Entries the sweeper picked up: a crash may have come after their events were published. */
  readonly swept = new Set<string>();
  private timer?: NodeJS.Timeout;
  private sweeping?: Promise<void>;
  private sweepsPutOff = 0;
  /** Entries cleared while a sweep reads the log: gone already, not orphans, though the read may show them. */
  private clearedWhileSweeping?: Set<string>;

  constructor(
    private readonly context: ChangeLogContext,
    private readonly deps: SweeperDeps,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.sweepWhenQuiet(), this.context.options.sweepEveryMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
  }

  /** The entries were published and deleted. */
  noteCleared(batch: readonly ChangeLogEntry[]): void {
    for (const { _id } of batch) {
      this.swept.delete(_id);
      this.clearedWhileSweeping?.add(_id);
    }
  }

  sweep(staleAfterMs = this.context.options.staleAfterMs): Promise<void> {
    this.sweeping ??= this.sweepOnce(staleAfterMs)
      .catch((e: Error) =>
        this.context.logger.warn('Change log sweep failed', { log: this.context.name, error: e.message }),
      )
      .finally(() => (this.sweeping = undefined));
    return this.sweeping;
  }

  /**
   * The periodic sweep reads the whole log (the Mongo-wire server filters and sorts it itself, document by
   * document): in a storm, with hundreds of entries on their way, that read costs more than it finds. So
   * while this instance has entries of its own in flight it is put off, up to SWEEP_PUT_OFF_MAX times in a
   * row. What this instance's own crash left is swept at its next start whatever the load.
   */
  private sweepWhenQuiet(): Promise<void> {
    if (this.deps.inFlight.size > 0 && this.sweepsPutOff < SWEEP_PUT_OFF_MAX) {
      this.sweepsPutOff++;
      return Promise.resolve();
    }
    this.sweepsPutOff = 0;
    return this.sweep();
  }

  private async sweepOnce(staleAfterMs: number): Promise<void> {
    const before = new Date(Date.now() - staleAfterMs);
    // An entry published and cleared while the read is on its way is no longer in flight, yet the read may
    // still show it: without this, a storm whose entries live longer than staleAfterMs had them applied
    // and published a second time (measured: 0.35 extra claim reads per completion in bench:attempts).
    const cleared = (this.clearedWhileSweeping = new Set());
    let left: ChangeLogEntry[];
    try {
      left = (
        await this.context
          .collection()
          .find({ committedAt: { $lte: before } })
          .sort({ committedAt: 1 })
          .limit(BATCH)
          .toArray()
      ).map((doc) => entryFromStored(doc));
    } finally {
      this.clearedWhileSweeping = undefined;
    }
    const orphans = left.filter(
      (e) => !this.deps.inFlight.has(e._id) && !this.deps.committing.has(e._id) && !cleared.has(e._id),
    );
    if (!orphans.length) return;
    this.context.logger.warn('Change log: finishing entries a crash left half done', {
      log: this.context.name,
      entries: orphans.length,
    });
    for (const entry of orphans) {
      this.deps.inFlight.set(entry._id, entry);
      this.swept.add(entry._id);
    }
    await this.deps.finish(orphans);
  }
}

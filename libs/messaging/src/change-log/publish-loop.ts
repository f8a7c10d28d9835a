import type { EventBus } from '../event-bus.port';
import type { AppliedSlice } from './apply-loop';
import type { ChangeLogEntry } from './change-log-entry';
import { BATCH, pause, PUBLISH_SLICE_WHILE_AWAITED, type ChangeLogContext } from './change-log-options';

export interface PublishLoopDeps {
  bus: EventBus;
  /** Commands wait for their applies, and no drain or stop asks for everything to go out now. */
  commandsWaiting(): boolean;
  /** The batch's events are out and its entries deleted from the log. */
  cleared(batch: readonly ChangeLogEntry[]): void;
}

/**
 * Publishes applied batches in commit order, then clears their entries; a failure is retried after a
 * pause. The batches applied while the previous publish was on its way go out together: read models
 * apply a storm in large batches (one $inc per histogram bucket per batch), not many small ones; up to
 * BATCH entries, or PUBLISH_SLICE_WHILE_AWAITED while commands wait for their applies.
 */
export class PublishLoop {
  private readonly applied: AppliedSlice[] = [];
  private publishing?: Promise<void>;

  constructor(
    private readonly context: ChangeLogContext,
    private readonly deps: PublishLoopDeps,
  ) {}

  get busy(): boolean {
    return this.applied.length > 0 || this.publishing !== undefined;
  }

  add(slices: readonly AppliedSlice[], force: boolean): void {
    this.applied.push(...slices);
    this.kick(force);
  }

  /** The publish under way now, if any. */
  idle(): Promise<void> | undefined {
    return this.publishing;
  }

  /** Publishes what is applied now, also while the log is stopped; resolves when done. */
  async flush(): Promise<void> {
    this.kick(true);
    await this.publishing;
  }

  kick(force = false): void {
    if (this.publishing || !this.applied.length || (this.context.isStopped() && !force)) return;
    this.publishing = this.publishApplied().finally(() => {
      this.publishing = undefined;
      if (this.applied.length && !this.context.isStopped()) this.kick();
    });
  }

  private async publishApplied(): Promise<void> {
    while (this.applied.length) {
      await this.yieldToApplies();
      const taken = this.groupSize(this.deps.commandsWaiting() ? PUBLISH_SLICE_WHILE_AWAITED : BATCH);
      const group = this.applied.slice(0, taken);
      const batch = group.flatMap((g) => g.batch);
      const events = group.flatMap((g) => g.events);
      // Only while no sweeper (of another instance, too) can have taken an entry: it waits staleAfterMs.
      const sweepableFrom = Date.now() - this.context.options.staleAfterMs;
      const firstPublish =
        group.every((g) => g.firstPublish) && batch.every((e) => e.committedAt.getTime() > sweepableFrom);
      for (const g of group) g.firstPublish = false;
      try {
        if (events.length) await this.deps.bus.publish(events, { firstPublish });
        // One statement by _id: the project's FerretDB deletes it without reading the entries back.
        await this.context.collection().deleteMany({ _id: { $in: batch.map((e) => e._id) } });
        this.applied.splice(0, taken);
        this.deps.cleared(batch);
      } catch (e) {
        this.context.logger.warn('Change log could not publish; will retry', {
          log: this.context.name,
          error: (e as Error).message,
        });
        await pause(this.context.options.retryAfterMs);
        if (this.context.isStopped()) return;
      }
    }
  }

  /** How many slices from the front go out together: at least one, and up to `limit` entries. */
  private groupSize(limit: number): number {
    let taken = 0;
    let size = 0;
    while (taken < this.applied.length && (taken === 0 || size + this.applied[taken].batch.length <= limit)) {
      size += this.applied[taken].batch.length;
      taken++;
    }
    return taken;
  }

  /**
   * While commands wait for their entries to be applied, publishing (the event log, every projector, the
   * clearing of the log) holds back: it competes with the applies for the same database, and a command
   * waits only for its apply. Bounded: no applied entry is held longer than publishHoldMaxMs, nor more
   * than a full batch of them; a storm's backlog then goes out in slices.
   */
  private async yieldToApplies(): Promise<void> {
    const held = () => this.applied.reduce((n, g) => n + g.batch.length, 0);
    while (
      this.deps.commandsWaiting() &&
      held() < BATCH &&
      Date.now() < (this.applied[0]?.appliedAt ?? 0) + this.context.options.publishHoldMaxMs
    )
      await pause(5);
  }
}

import type { EventEnvelope } from '@exam/contracts';
import type { AppliedWaiters } from './applied-waiters';
import type { AppliedVerdict, ChangeApplier, ChangeLogEntry } from './change-log-entry';
import { BATCH, pause, PUBLISH_SLICE_WHILE_AWAITED, type ChangeLogContext } from './change-log-options';

/**
 * A slice of an applied batch, waiting for its events to go out and its entries to be cleared.
 * `firstPublish`: no event of it can have been published before (see `swept`); false once a publish of
 * it was tried. `appliedAt`: when (Date.now()) it was applied, which bounds its hold.
 */
export interface AppliedSlice {
  batch: readonly ChangeLogEntry[];
  events: EventEnvelope[];
  firstPublish: boolean;
  appliedAt: number;
}

export interface ApplyLoopDeps {
  appliers: ReadonlyMap<string, ChangeApplier>;
  waiters: AppliedWaiters;
  /** The sweeper picked the entry up: a crash may have come after its events were published. */
  isSwept(id: string): boolean;
  /** Takes an applied batch's slices on to the publish loop. */
  handOver(slices: AppliedSlice[], force: boolean): void;
}

/**
 * Applies committed entries in commit order, each capability's through its applier; a failed batch goes
 * back to the front and is retried after a pause. An applied batch is handed to the publish loop, and the
 * next one is applied meanwhile: a command waiting for its entry to be applied does not wait for the read
 * models of the batch before it (nor for a storm's backlog of them: the applied entries are held in
 * memory anyway, in the log's in-flight map, until they are published and cleared).
 */
export class ApplyLoop {
  private ready: ChangeLogEntry[] = [];
  private processing?: Promise<void>;

  constructor(
    private readonly context: ChangeLogContext,
    private readonly deps: ApplyLoopDeps,
  ) {}

  /** Entries waiting to be applied. */
  get queued(): number {
    return this.ready.length;
  }

  get busy(): boolean {
    return this.ready.length > 0 || this.processing !== undefined;
  }

  push(entry: ChangeLogEntry): void {
    this.ready.push(entry);
  }

  /** Ahead of everything waiting: older entries (a failed batch, or what a crash left). */
  pushFront(entries: readonly ChangeLogEntry[]): void {
    this.ready.unshift(...entries);
  }

  /** The batch under way now, if any. */
  idle(): Promise<void> | undefined {
    return this.processing;
  }

  /** Applies what is waiting now, also while the log is stopped; resolves when done. */
  async flush(): Promise<void> {
    this.kick(true);
    await this.processing;
  }

  kick(force = false): void {
    if (this.processing || !this.ready.length || (this.context.isStopped() && !force)) return;
    this.processing = this.processReady(force).finally(() => {
      this.processing = undefined;
      if (this.ready.length && !this.context.isStopped()) this.kick();
    });
  }

  private async processReady(force: boolean): Promise<void> {
    while (this.ready.length) {
      const batch = this.ready.splice(0, BATCH);
      try {
        const eventsOf = await this.apply(batch);
        const firstPublish = !batch.some((e) => this.deps.isSwept(e._id));
        const appliedAt = Date.now();
        // Handed over in slices, so that a publish while commands wait can stay small.
        const slices: AppliedSlice[] = [];
        for (let i = 0; i < batch.length; i += PUBLISH_SLICE_WHILE_AWAITED) {
          const slice = batch.slice(i, i + PUBLISH_SLICE_WHILE_AWAITED);
          const events = eventsOf.slice(i, i + PUBLISH_SLICE_WHILE_AWAITED).flat();
          slices.push({ batch: slice, events, firstPublish, appliedAt });
        }
        this.deps.handOver(slices, force);
      } catch (e) {
        this.ready.unshift(...batch);
        this.context.logger.warn('Change log could not apply; will retry', {
          log: this.context.name,
          error: (e as Error).message,
        });
        await pause(this.context.options.retryAfterMs);
        if (this.context.isStopped()) return;
      }
    }
  }

  /** Apply per capability; answers each entry's events to publish, in commit order. */
  private async apply(batch: readonly ChangeLogEntry[]): Promise<Array<readonly EventEnvelope[]>> {
    const verdicts = new Map<string, AppliedVerdict>();
    const byCapability = new Map<string, ChangeLogEntry[]>();
    for (const entry of batch) {
      const list = byCapability.get(entry.capability) ?? [];
      list.push(entry);
      byCapability.set(entry.capability, list);
    }
    for (const [capability, entries] of byCapability) {
      const applier = this.deps.appliers.get(capability);
      if (!applier) throw new Error(`No applier registered for ${capability} in ${this.context.name}`);
      const answered = await applier.apply(entries);
      entries.forEach((entry, i) => {
        const verdict = answered?.[i] ?? { tookEffect: true, events: entry.events };
        const events = answered ? causedBy(verdict.events, entry.correlationId) : entry.events;
        verdicts.set(entry._id, { tookEffect: verdict.tookEffect, events });
      });
    }
    const verdictOf = (entry: ChangeLogEntry) => verdicts.get(entry._id) ?? { tookEffect: false, events: [] };
    for (const entry of batch) this.deps.waiters.settle(entry._id, verdictOf(entry));
    return batch.map((entry) => verdictOf(entry).events);
  }
}

/**
 * The events an applier answers for an entry carry the entry's correlation id: those it makes while
 * applying were made in whatever context the group commit runs in (another request's, say).
 */
function causedBy(events: readonly EventEnvelope[], correlationId: string | undefined): EventEnvelope[] {
  return correlationId ? events.map((e) => ({ ...e, correlationId })) : [...events];
}

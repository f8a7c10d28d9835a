import type { Collection } from 'mongodb';
import { silentBusLogger, type BusLogger } from '../bus-logger';
import type { EventBus } from '../event-bus.port';
import { AppliedWaiters } from './applied-waiters';
import { ApplyLoop } from './apply-loop';
import { backlogOf } from './backlog';
import type { AppliedOutcome, ChangeApplier, ChangeLogEntry, CommitOutcome } from './change-log-entry';
import { DEFAULT_CHANGE_LOG_OPTIONS, type ChangeLogOptions } from './change-log-options';
import { Commits } from './commit';
import { PublishLoop } from './publish-loop';
import type { StoredChangeLogEntry } from './stored-entry';
import { Sweeper } from './sweeper';

export { APPLY_WAIT_EXCEEDED_MESSAGE } from './applied-waiters';
export type { ChangeLogOptions } from './change-log-options';

/**
 * A service's change log (collection `change_log`). A command commits its change and events as one entry
 * (Commits); then, in commit order, its capability's applier applies it (ApplyLoop), its events go out and
 * it is deleted (PublishLoop). What a crash left, the Sweeper finishes: appliers are idempotent and
 * delivery is at least once (projectors de-duplicate), so nothing committed is lost or counted twice.
 */
export class ChangeLog {
  private readonly appliers = new Map<string, ChangeApplier>();
  private readonly waiters: AppliedWaiters;
  private readonly commits: Commits;
  private readonly applying: ApplyLoop;
  private readonly publishing: PublishLoop;
  private readonly sweeper: Sweeper;
  /** A drain is under way: publishing does not hold back for applies then. */
  private drainRequested = 0;
  private stopped = true;

  constructor(
    readonly name: string,
    private readonly collection: () => Collection<StoredChangeLogEntry>,
    bus: EventBus,
    logger: BusLogger = silentBusLogger,
    options: ChangeLogOptions = {},
  ) {
    const all = { ...DEFAULT_CHANGE_LOG_OPTIONS, ...options };
    const context = { name, collection, logger, options: all, isStopped: () => this.stopped };
    this.waiters = new AppliedWaiters(all.applyWaitMs);
    this.commits = new Commits(collection, this.waiters, {
      canApply: (capability) => this.appliers.has(capability),
      // A command still under way while the service stops (its log already stopped) gets its entry
      // applied all the same, so it can answer; what cannot be published now goes out at the next start.
      committed: (entry) => {
        this.applying.push(entry);
        this.applying.kick(this.stopped);
      },
    });
    this.publishing = new PublishLoop(context, {
      bus,
      commandsWaiting: () => this.waiters.size > 0 && !this.drainRequested && !this.stopped,
      cleared: (batch) => {
        this.commits.cleared(batch);
        this.sweeper.noteCleared(batch);
      },
    });
    this.applying = new ApplyLoop(context, {
      appliers: this.appliers,
      waiters: this.waiters,
      isSwept: (id) => this.sweeper.swept.has(id),
      handOver: (slices, force) => this.publishing.add(slices, force),
    });
    this.sweeper = new Sweeper(context, {
      inFlight: this.commits.inFlight,
      committing: this.commits.committing,
      finish: async (orphans) => {
        this.applying.pushFront(orphans);
        await this.applying.flush();
        await this.publishing.idle();
      },
    });
  }

  register(applier: ChangeApplier<never>): void {
    this.appliers.set(applier.capability, applier as ChangeApplier);
  }

  /** Stores the change and its events in one write; a second commit with the same id stores nothing. */
  commit<C>(entry: Omit<ChangeLogEntry<C>, 'committedAt'>): Promise<CommitOutcome<C>> {
    return this.commits.commit(entry);
  }

  /** Commits, and when the entry was stored, resolves with its applier's verdict (see Commits). */
  commitApplied<C>(entry: Omit<ChangeLogEntry<C>, 'committedAt'>): Promise<AppliedOutcome<C>> {
    return this.commits.commitApplied(entry);
  }

  /** An entry committed and not yet cleared: in memory when it was committed here, else in the log. */
  find<C>(id: string): Promise<ChangeLogEntry<C> | null> {
    return this.commits.find(id);
  }

  /** Entries in the log now (all instances' not yet published) and the oldest one's age, for metrics. */
  backlog(): Promise<{ entries: number; oldestAgeSeconds: number }> {
    return backlogOf(this.collection());
  }

  /** Whether a command of this instance waits for this entry to be applied (commitApplied). */
  isAwaited(id: string): boolean {
    return this.waiters.has(id);
  }

  /** Entries committed here and not yet applied (for reads that must see a change a moment old). */
  pending(): IterableIterator<ChangeLogEntry> {
    return this.commits.inFlight.values();
  }

  start(): void {
    this.stopped = false;
    this.sweeper.start();
    this.applying.kick();
    // What a crash left: everything in the log when this instance starts that is not its own.
    void this.sweep(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.sweeper.stop();
    await this.applying.idle();
    await this.publishing.idle();
  }

  /** Applies and publishes everything committed so far, also what older runs left (tests, shutdown). */
  async drain(): Promise<number> {
    this.drainRequested++;
    try {
      let total = 0;
      while (this.applying.busy || this.publishing.busy) {
        total += this.applying.queued;
        await this.applying.flush();
        await this.publishing.flush();
      }
      await this.sweep(0);
      await this.applying.idle();
      await this.publishing.idle();
      return total;
    } finally {
      this.drainRequested--;
    }
  }

  /** Picks up entries no live path of this instance is carrying (a crash left them), oldest first. */
  sweep(staleAfterMs?: number): Promise<void> {
    return this.sweeper.sweep(staleAfterMs);
  }
}

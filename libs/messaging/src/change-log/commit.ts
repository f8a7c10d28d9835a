import { correlationIdNow } from '@exam/contracts';
import type { Collection } from 'mongodb';
import type { AppliedWaiters } from './applied-waiters';
import type { AppliedOutcome, ChangeLogEntry, CommitOutcome } from './change-log-entry';
import { BATCH } from './change-log-options';
import { GroupCommit } from './group-commit';
import { entryAsStored, entryFromStored, type StoredChangeLogEntry } from './stored-entry';

export interface CommitsDeps {
  /** Whether the capability has an applier on this log: an entry nobody can apply is refused. */
  canApply(capability: string): boolean;
  /** The entry is stored: it goes to the apply loop. */
  committed(entry: ChangeLogEntry): void;
}

/**
 * The commit side of a change log: a command's change and events stored as one entry (group-committed
 * with its neighbours), and, for commitApplied, the wait for its apply.
 */
export class Commits {
  /** Committed here, not yet applied and published: the sweeper leaves these to the live path. */
  readonly inFlight = new Map<string, ChangeLogEntry>();
  /** Being inserted: an insert of many entries shows its first ones before it answers (sweeper leaves them). */
  readonly committing = new Set<string>();
  private readonly inserts: GroupCommit<StoredChangeLogEntry>;

  constructor(
    private readonly collection: () => Collection<StoredChangeLogEntry>,
    private readonly waiters: AppliedWaiters,
    private readonly deps: CommitsDeps,
  ) {
    this.inserts = new GroupCommit(collection, BATCH);
  }

  async commit<C>(entry: Omit<ChangeLogEntry<C>, 'committedAt'>): Promise<CommitOutcome<C>> {
    if (!this.deps.canApply(entry.capability)) throw new Error(`No applier for ${entry.capability}`);
    const doc: ChangeLogEntry = { ...withCorrelation(entry), committedAt: new Date() };
    this.committing.add(doc._id);
    let inserted: 'inserted' | 'duplicate';
    try {
      inserted = await this.inserts.insert(entryAsStored(doc));
      if (inserted === 'inserted') this.inFlight.set(doc._id, doc);
    } finally {
      this.committing.delete(doc._id);
    }
    if (inserted === 'duplicate')
      return { committed: false, existing: (await this.find<C>(entry._id)) ?? null };
    this.deps.committed(doc);
    return { committed: true };
  }

  /**
   * For a command whose answer depends on what its applier decides: a compare-and-set the applier runs,
   * which decides whether the command took effect and whether its events are published at all (the
   * applier returns none for an entry that lost). It resolves with the verdict the applier returned.
   */
  async commitApplied<C>(entry: Omit<ChangeLogEntry<C>, 'committedAt'>): Promise<AppliedOutcome<C>> {
    if (this.waiters.has(entry._id)) return { committed: false, existing: await this.find<C>(entry._id) };
    const applied = this.waiters.expect(entry._id);
    let outcome: CommitOutcome<C>;
    try {
      outcome = await this.commit(entry);
    } catch (e) {
      this.waiters.cancel(entry._id);
      throw e;
    }
    if (!outcome.committed) {
      this.waiters.cancel(entry._id);
      return outcome;
    }
    return { committed: true, verdict: await this.waiters.within(entry._id, applied) };
  }

  /** The entries were published and deleted. */
  cleared(batch: readonly ChangeLogEntry[]): void {
    for (const { _id } of batch) this.inFlight.delete(_id);
  }

  async find<C>(id: string): Promise<ChangeLogEntry<C> | null> {
    const local = this.inFlight.get(id);
    if (local) return local as ChangeLogEntry<C>;
    const stored = await this.collection().findOne({ _id: id });
    return stored ? entryFromStored<C>(stored) : null;
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

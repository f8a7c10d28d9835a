import type { EventEnvelope } from '@exam/contracts';

/**
 * One command's state change and the events it raises, stored as ONE document: a single-document insert is
 * atomic on every Mongo-wire server, so there is never a change without its events, nor events without it.
 * The entry lives until its change is applied to the capability's own documents and its events are out.
 */
export interface ChangeLogEntry<C = unknown> {
  /** `<capability>:<key>`: a second commit of the same id is refused, which makes a command idempotent. */
  _id: string;
  capability: string;
  change: C;
  events: EventEnvelope[];
  committedAt: Date;
  /**
   * The request (or job, or event) that caused the change: every event of the entry carries it, also the
   * ones its applier makes when applying it (absent in entries stored before issue 37).
   */
  correlationId?: string;
}

/**
 * How one capability applies its changes to its own documents. `apply` must be idempotent: after a crash
 * the sweeper applies an entry again. It may return, per entry and in order, the events to publish when
 * applying decides something the command could not know alone (which completion ranks first, say);
 * otherwise the stored events are published.
 */
export interface ChangeApplier<C = unknown> {
  readonly capability: string;
  apply(entries: ReadonlyArray<ChangeLogEntry<C>>): Promise<ReadonlyArray<readonly EventEnvelope[]> | void>;
}

export type CommitOutcome<C = unknown> =
  | { committed: true }
  /** `existing`: the entry that holds the id, or null when it was applied and cleared meanwhile. */
  | { committed: false; existing: ChangeLogEntry<C> | null };

export const changeId = (capability: string, key: string) => `${capability}:${key}`;

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
 * What applying one entry decided, as its capability's applier answers it: whether the change took effect
 * (false: it lost its compare-and-set, or another change holds its key) and the events to publish for it
 * (none for one that did not take effect). The one place a command learns its verdict: commitApplied.
 */
export interface AppliedVerdict {
  readonly tookEffect: boolean;
  readonly events: readonly EventEnvelope[];
}

/**
 * How one capability applies its changes to its own documents. `apply` must be idempotent: after a crash
 * the sweeper applies an entry again. It returns, per entry and in order, the entry's verdict; void when
 * every entry simply takes effect with the events it was committed with.
 */
export interface ChangeApplier<C = unknown> {
  readonly capability: string;
  apply(entries: ReadonlyArray<ChangeLogEntry<C>>): Promise<ReadonlyArray<AppliedVerdict> | void>;
}

/** Every entry took effect, with these events (per entry, in order). */
export const tookEffect = (events: ReadonlyArray<readonly EventEnvelope[]>): AppliedVerdict[] =>
  events.map((e) => ({ tookEffect: true, events: e }));

/** The entry's change did not take effect: nothing to publish. */
export const NO_EFFECT: AppliedVerdict = { tookEffect: false, events: [] };

export type CommitOutcome<C = unknown> =
  | { committed: true }
  /** `existing`: the entry that holds the id, or null when it was applied and cleared meanwhile. */
  | { committed: false; existing: ChangeLogEntry<C> | null };

/** commitApplied's answer: when committed, the verdict this instance's applier returned for the entry. */
export type AppliedOutcome<C = unknown> =
  { committed: true; verdict: AppliedVerdict } | { committed: false; existing: ChangeLogEntry<C> | null };

export const changeId = (capability: string, key: string) => `${capability}:${key}`;

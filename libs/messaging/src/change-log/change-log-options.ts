import type { Collection } from 'mongodb';
import type { BusLogger } from '../bus-logger';
import type { StoredChangeLogEntry } from './stored-entry';

export interface ChangeLogOptions {
  /** How often the sweeper looks for entries a crash (or another instance's crash) left behind. */
  sweepEveryMs?: number;
  /** An entry younger than this may still be on its way in another instance: the sweeper leaves it. */
  staleAfterMs?: number;
  /** Pause before retrying a batch whose apply or publish failed. */
  retryAfterMs?: number;
  /** How long commitApplied waits for its entry to be applied before answering 503 (the entry stays). */
  applyWaitMs?: number;
  /**
   * Longest a publish holds back while commands wait for their applies (see PublishLoop): bounds how
   * much later the read models see a storm.
   */
  publishHoldMaxMs?: number;
}

export const DEFAULT_CHANGE_LOG_OPTIONS: Required<ChangeLogOptions> = {
  sweepEveryMs: 5_000,
  staleAfterMs: 10_000,
  retryAfterMs: 500,
  applyWaitMs: 15_000,
  publishHoldMaxMs: 500,
};

/** However busy the log, a command waits at most this many times applyWaitMs before answering 503. */
export const LONGEST_WAIT_MULTIPLE = 4;

/** The longest a command waits for its entry with the default options (the edge's proxy waits longer). */
export const LONGEST_DEFAULT_APPLY_WAIT_MS = DEFAULT_CHANGE_LOG_OPTIONS.applyWaitMs * LONGEST_WAIT_MULTIPLE;

/** Largest insert, apply, publish and sweep read. */
export const BATCH = 500;

/**
 * Largest publish while commands wait for their applies. In a storm a publish of 400-500 entries (the
 * event log and every projector) took 330-370 ms of the database and the event loop, and the commands
 * arriving meanwhile waited two to three times as long as the others. In slices of this size the same
 * work is spread over the storm (bench:attempts, 3,000 learners, two runs: p99 291 -> 135 and 232 -> 183 ms).
 */
export const PUBLISH_SLICE_WHILE_AWAITED = 100;

/** What the apply loop, the publish loop and the sweeper share of their log. */
export interface ChangeLogContext {
  readonly name: string;
  readonly collection: () => Collection<StoredChangeLogEntry>;
  readonly logger: BusLogger;
  readonly options: Required<ChangeLogOptions>;
  /** The log was stopped: loops end after their current batch, and retries stop. */
  isStopped(): boolean;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

import { unavailable } from '@exam/common';
import type { AppliedVerdict } from './change-log-entry';
import { LONGEST_WAIT_MULTIPLE } from './change-log-options';

export const APPLY_WAIT_EXCEEDED_MESSAGE =
  'Your request was received but could not be confirmed yet. Please try again in a few seconds.';

const TIMED_OUT = Symbol('timed out');

/** Commands of this instance waiting for their entry to be applied (ChangeLog.commitApplied). */
export class AppliedWaiters {
  private readonly waiting = new Map<string, (verdict: AppliedVerdict) => void>();
  /** When an entry was last applied here: a log still applying is busy, not stuck. */
  private lastAppliedAt = 0;

  constructor(private readonly waitMs: number) {}

  get size(): number {
    return this.waiting.size;
  }

  has(id: string): boolean {
    return this.waiting.has(id);
  }

  /** Registered before the insert: the entry may be applied before the insert's promise resolves. */
  expect(id: string): Promise<AppliedVerdict> {
    return new Promise<AppliedVerdict>((resolve) => this.waiting.set(id, resolve));
  }

  cancel(id: string): void {
    this.waiting.delete(id);
  }

  /** The entry was applied: its command may answer, with the applier's verdict. */
  settle(id: string, verdict: AppliedVerdict): void {
    this.lastAppliedAt = Date.now();
    this.waiting.get(id)?.(verdict);
    this.waiting.delete(id);
  }

  /**
   * Waits for `applied`, bounded: with the database gone after the insert the applier retries until it
   * is back; the caller answers 503 meanwhile, and the entry still takes effect (or loses) exactly once
   * when it is applied. While other entries are being applied the wait goes on (a bulk import of 500
   * quizzes on a loaded machine takes longer than one wait), up to LONGEST_WAIT_MULTIPLE waits.
   */
  async within<T>(id: string, applied: Promise<T>): Promise<T> {
    const started = Date.now();
    for (;;) {
      const windowStart = Date.now();
      const result = await raceTimeout(applied, this.waitMs);
      if (result !== TIMED_OUT) return result as T;
      const progressing = this.lastAppliedAt > windowStart;
      if (!progressing || Date.now() - started >= this.waitMs * LONGEST_WAIT_MULTIPLE) {
        this.cancel(id);
        throw unavailable(APPLY_WAIT_EXCEEDED_MESSAGE);
      }
    }
  }
}

async function raceTimeout<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  return Promise.race([promise, gaveUp]).finally(() => clearTimeout(timer));
}

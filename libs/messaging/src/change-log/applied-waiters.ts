import { unavailable } from '@exam/common';
import type { AppliedVerdict } from './change-log-entry';

export const APPLY_WAIT_EXCEEDED_MESSAGE =
  'Your request was received but could not be confirmed yet. Please try again in a few seconds.';

const TIMED_OUT = Symbol('timed out');

/** Commands of this instance waiting for their entry to be applied (ChangeLog.commitApplied). */
export class AppliedWaiters {
  private readonly waiting = new Map<string, (verdict: AppliedVerdict) => void>();

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
    this.waiting.get(id)?.(verdict);
    this.waiting.delete(id);
  }

  /**
   * Waits for `applied`, bounded: with the database gone after the insert the applier retries until it
   * is back; the caller answers 503 meanwhile, and the entry still takes effect (or loses) exactly once
   * when it is applied.
   */
  async within<T>(id: string, applied: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<typeof TIMED_OUT>((resolve) => {
      timer = setTimeout(() => resolve(TIMED_OUT), this.waitMs);
    });
    const result = await Promise.race([applied, gaveUp]).finally(() => clearTimeout(timer));
    if (result === TIMED_OUT) {
      this.cancel(id);
      throw unavailable(APPLY_WAIT_EXCEEDED_MESSAGE);
    }
    return result as T;
  }
}

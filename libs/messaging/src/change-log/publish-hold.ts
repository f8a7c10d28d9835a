/**
 * The wait of a publish that holds back while commands wait for their applies (ChangeLog.yieldToApplies).
 * It ends when what it holds for no longer holds, looked at again on each nudge, or after maxMs, whichever
 * comes first. No polling: one timer for the upper bound, and a look after each change that may end it.
 */
export class PublishHold {
  private recheck?: () => void;

  /** Resolves once `holding()` is false (at once when it is already), at most maxMs from now. */
  wait(holding: () => boolean, maxMs: number): Promise<void> {
    if (maxMs <= 0 || !holding()) return Promise.resolve();
    return new Promise((resolve) => {
      let look: NodeJS.Immediate | undefined;
      const end = () => {
        clearTimeout(upperBound);
        clearImmediate(look);
        this.recheck = undefined;
        resolve();
      };
      const upperBound = setTimeout(end, maxMs);
      // Looks once the current turn has settled: an apply answers its waiters before its batch joins the
      // applied ones, and a look in between would publish without that batch.
      this.recheck = () =>
        void (look ??= setImmediate(() => {
          look = undefined;
          if (!holding()) end();
        }));
    });
  }

  /** Something the hold depends on changed (a waiter answered, a batch applied, a stop or a drain). */
  nudge(): void {
    this.recheck?.();
  }
}

/** A Map that reports every entry leaving it: the publish hold ends when the last waiter is answered. */
export class MapReportingDeletes<K, V> extends Map<K, V> {
  constructor(private readonly onDelete: () => void) {
    super();
  }

  override delete(key: K): boolean {
    const deleted = super.delete(key);
    if (deleted) this.onDelete();
    return deleted;
  }
}

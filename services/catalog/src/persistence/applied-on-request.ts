import type { ChangeLog, ChangeLogEntry } from '@exam/messaging';

type NewEntry<C> = Omit<ChangeLogEntry<C>, 'committedAt'>;

/**
 * Catalog's writes go through the service's change log (libs/messaging change-log): a change and its events
 * in one atomic document, applied by the capability's applier, published by the relay, finished by the
 * sweeper after a crash. The console reads its own write at once (the saved quiz, the list, the next
 * revision), so catalog applies a committed change on the request path too; the log's background apply then
 * skips it, and applies it only when this instance could not (a failure, or a crash: the sweeper).
 */
export class AppliedOnRequest {
  /** Committed entries this instance is applying on a request: resolves true once applied. */
  private readonly gates = new Map<string, Promise<boolean>>();

  constructor(private readonly log: ChangeLog) {}

  /**
   * Commits the entries and applies the committed ones with `apply`; answers their ids. An id already
   * committed (here or in the log) is not: the change was recorded before, or a concurrent one took it.
   */
  async commit<C>(
    entries: ReadonlyArray<NewEntry<C>>,
    apply: (committed: ReadonlyArray<NewEntry<C>>) => Promise<void>,
  ): Promise<Set<string>> {
    const mine = entries.filter((e) => !this.gates.has(e._id));
    let settle: (applied: boolean) => void = () => undefined;
    const gate = new Promise<boolean>((resolve) => (settle = resolve));
    for (const e of mine) this.gates.set(e._id, gate);
    const outcomes = await Promise.allSettled(mine.map((e) => this.log.commit<C>(e)));
    const committed = mine.filter((_, i) => {
      const o = outcomes[i];
      return o.status === 'fulfilled' && o.value.committed;
    });
    for (const e of mine) if (!committed.includes(e)) this.gates.delete(e._id);
    try {
      const failed = outcomes.find((o) => o.status === 'rejected');
      if (failed) throw failed.reason;
      await apply(committed);
      settle(true);
    } catch (e) {
      settle(false);
      throw e;
    }
    return new Set(committed.map((e) => e._id));
  }

  /** For the applier: the entries not applied on a request here (waiting for one still under way). */
  async notYetApplied<C>(entries: ReadonlyArray<ChangeLogEntry<C>>): Promise<Array<ChangeLogEntry<C>>> {
    const left: Array<ChangeLogEntry<C>> = [];
    for (const entry of entries) {
      const gate = this.gates.get(entry._id);
      this.gates.delete(entry._id);
      if (!gate || !(await gate)) left.push(entry);
    }
    return left;
  }
}

/**
 * An in-memory copy of what the session check needs about each account, so that checking a token costs no
 * database round trip once its account is known. Whoever changes an account calls forget(id) (identity's
 * own writes, and identity's events in a process that did not make the change). A read from the database
 * that began before a forget is not kept, so a slow read cannot bring an old role or session back.
 */
export class AccountCache<T> {
  private readonly entries = new Map<string, T>();
  private readonly loading = new Map<string, { promise: Promise<T | null>; stale: boolean }>();

  constructor(
    private readonly load: (id: string) => Promise<T | null>,
    private readonly maxEntries = 100_000,
  ) {}

  get(id: string): Promise<T | null> {
    const known = this.entries.get(id);
    if (known !== undefined) return Promise.resolve(known);
    const inFlight = this.loading.get(id);
    if (inFlight && !inFlight.stale) return inFlight.promise;
    const entry = { promise: this.load(id), stale: false };
    this.loading.set(id, entry);
    entry.promise.then(
      (value) => {
        if (this.loading.get(id) === entry) this.loading.delete(id);
        if (entry.stale || value === null) return;
        // Oldest first out: a bounded memory whatever the number of accounts.
        if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
        this.entries.set(id, value);
      },
      () => {
        if (this.loading.get(id) === entry) this.loading.delete(id);
      },
    );
    return entry.promise;
  }

  forget(id: string): void {
    this.entries.delete(id);
    const inFlight = this.loading.get(id);
    if (inFlight) {
      inFlight.stale = true;
      this.loading.delete(id);
    }
  }

  size(): number {
    return this.entries.size;
  }
}

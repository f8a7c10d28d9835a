/** How much memory a cached value holds, roughly: what the byte bound counts. */
export type Weigh<T> = (value: T) => number;

/**
 * A cache bounded by count and by bytes (as each value's `weigh` tells), least recently used dropped first.
 * The value just added is never dropped by its own insertion, so one value larger than the byte bound is
 * still served (and dropped by the next insertion).
 */
export class BoundedCache {
  private readonly values = new Map<string, { value: unknown; bytes: number }>();
  private total = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  /** The cached value of `key`, else `make()`'s, cached. */
  get<T>(key: string, make: () => T, weigh: Weigh<T>): T {
    const hit = this.values.get(key);
    if (hit) {
      // Most recently used last: a Map iterates in insertion order.
      this.values.delete(key);
      this.values.set(key, hit);
      return hit.value as T;
    }
    const value = make();
    const bytes = weigh(value);
    this.values.set(key, { value, bytes });
    this.total += bytes;
    for (const [oldest, entry] of this.values) {
      if (oldest === key || (this.values.size <= this.maxEntries && this.total <= this.maxBytes)) break;
      this.values.delete(oldest);
      this.total -= entry.bytes;
    }
    return value;
  }

  clear(): void {
    this.values.clear();
    this.total = 0;
  }

  get size(): number {
    return this.values.size;
  }

  get bytes(): number {
    return this.total;
  }
}

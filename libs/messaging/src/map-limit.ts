/**
 * Maps with at most `limit` calls in flight. Lookups for a batch of hundreds of events must not fill the
 * connection pool: a learner's request waiting behind them would wait for all of them.
 */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, i: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await fn(items[i], i);
  });
  await Promise.all(lanes);
  return results;
}

/** Lookups a projector or an applier makes side by side for one batch. */
export const BATCH_READS_IN_FLIGHT = 8;

/** Retries an assertion until it passes: read models follow their events by milliseconds, not instantly. */
export async function eventually<T>(
  check: () => Promise<T> | T,
  timeoutMs = 15_000,
  intervalMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (e) {
      if (Date.now() > deadline) throw e;
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  }
}

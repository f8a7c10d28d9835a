export interface WaitUntilOptions {
  what: string;
  timeoutMs: number;
  intervalMs?: number;
  /** Return an error to stop waiting early, e.g. when the server process already died. */
  abort?: () => Error | undefined;
}

/** Polls `probe` until it resolves; the last probe error is kept so a timeout says why. */
export async function waitUntil<T>(probe: () => Promise<T>, opts: WaitUntilOptions): Promise<T> {
  const deadline = Date.now() + opts.timeoutMs;
  let lastError: unknown;
  for (;;) {
    const aborted = opts.abort?.();
    if (aborted) throw aborted;
    try {
      return await probe();
    } catch (e) {
      lastError = e;
    }
    if (Date.now() > deadline) {
      const reason = lastError instanceof Error ? lastError.message : String(lastError);
      throw new Error(`${opts.what} not ready after ${Math.round(opts.timeoutMs / 1000)}s: ${reason}`);
    }
    await new Promise((r) => setTimeout(r, opts.intervalMs ?? 250));
  }
}

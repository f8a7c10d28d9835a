/** Spec section 8: some failures (time spent, signed URLs) are "only logged". The browser console is that log. */
export function logFailure(what: string, error: unknown): void {
  // eslint-disable-next-line no-console
  console.warn(`[player] ${what}:`, error instanceof Error ? error.message : error);
}

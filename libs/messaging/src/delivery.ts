import { InvalidEventError, type EventEnvelope } from '@exam/contracts';
import type { EventHandler } from './event-bus.port';

/** An error no retry can fix (a contract violation): the event goes straight to the dead-letter topic. */
export class PermanentEventError extends Error {}

export interface RetryPolicy {
  attempts: number;
  initialDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 5, initialDelayMs: 100, maxDelayMs: 5_000 };

export type DeliveryOutcome = { ok: true } | { ok: false; error: Error; attempts: number };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Calls the handler, retrying with exponential backoff; permanent errors are not retried. */
export async function deliverWithRetry(
  handler: EventHandler,
  event: EventEnvelope,
  policy: RetryPolicy = DEFAULT_RETRY,
  onRetry?: (error: Error, attempt: number) => void,
): Promise<DeliveryOutcome> {
  let delay = policy.initialDelayMs;
  for (let attempt = 1; ; attempt++) {
    try {
      await handler(event);
      return { ok: true };
    } catch (e) {
      const error = e instanceof Error ? e : new Error(String(e));
      const permanent = error instanceof PermanentEventError || error instanceof InvalidEventError;
      if (permanent || attempt >= policy.attempts) return { ok: false, error, attempts: attempt };
      onRetry?.(error, attempt);
      await sleep(delay);
      delay = Math.min(delay * 2, policy.maxDelayMs);
    }
  }
}

import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * The id that ties events to what caused them (issue 37): an HTTP request's id, or the correlation id of
 * the event a consumer is handling, or a background job's own. Events created inside `withCorrelation`
 * carry it; the change log stamps it on the events an entry causes when it is applied.
 */
const current = new AsyncLocalStorage<string>();

export function withCorrelation<T>(correlationId: string, work: () => T): T {
  return current.run(correlationId, work);
}

export function currentCorrelationId(): string | undefined {
  return current.getStore();
}

/** The id events should carry now: the current one, or a new one for work no request started (a sweep). */
export function correlationIdNow(): string {
  return current.getStore() ?? randomUUID();
}

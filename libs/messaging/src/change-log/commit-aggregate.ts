import type { EventEnvelope } from '@exam/contracts';
import { randomUUID } from 'node:crypto';
import type { AggregateChange } from './aggregate-change';
import type { ChangeLog } from './change-log';
import { changeId } from './change-log-entry';

/**
 * Writes an aggregate's change and its events to the change log as one entry, waits until it is applied,
 * and answers whether it took effect (its applier's verdict). False: the aggregate no longer matched
 * (another command changed it first), nothing was written and no event will ever be published for it.
 */
export async function commitAggregate(
  log: ChangeLog,
  capability: string,
  change: AggregateChange,
  events: readonly EventEnvelope[],
): Promise<boolean> {
  const outcome = await log.commitApplied<AggregateChange>({
    _id: changeId(capability, `${change.id}:${randomUUID()}`),
    capability,
    change,
    events: [...events],
  });
  // A fresh id is never refused as a duplicate.
  return outcome.committed && outcome.verdict.tookEffect;
}

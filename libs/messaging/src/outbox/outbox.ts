import type { EventEnvelope } from '@exam/contracts';
import { Schema } from 'mongoose';

/**
 * The outbox lives on the aggregate's own document: a command writes its change and the events it raises
 * in one single-document update, which is atomic without multi-document transactions.
 */
export const OUTBOX_FIELD = 'outbox';

/** Add to an aggregate's mongoose schema definition: `outbox: outboxSchemaField`. */
export const outboxSchemaField = { type: [Schema.Types.Mixed], default: [] };

export interface WithOutbox {
  outbox: EventEnvelope[];
}

type Update = Record<string, unknown> & { $push?: Record<string, unknown> };

/** Adds "append these events to the outbox" to an update, keeping any other $push it has. */
export function withOutbox<U extends Update>(update: U, events: readonly EventEnvelope[]): U {
  return { ...update, $push: { ...(update.$push ?? {}), [OUTBOX_FIELD]: { $each: [...events] } } };
}

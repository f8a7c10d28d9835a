import { randomUUID } from 'node:crypto';
import { z } from 'zod';

/** The envelope every integration event carries (STYLE.md), then its payload. */
export const envelopeSchema = z.object({
  eventId: z.string().min(1),
  type: z.string().min(1),
  version: z.number().int().positive(),
  occurredAt: z.string().datetime({ offset: true }),
  aggregateId: z.string().min(1),
  actorId: z.string().nullable(),
  correlationId: z.string().nullable(),
  payload: z.unknown(),
});

export interface EventEnvelope<P = unknown> {
  eventId: string;
  type: string;
  version: number;
  occurredAt: string;
  aggregateId: string;
  actorId: string | null;
  correlationId: string | null;
  payload: P;
}

export interface EventMeta {
  actorId?: string | null;
  correlationId?: string | null;
  occurredAt?: Date;
  eventId?: string;
}

export interface EventDefinition<S extends z.ZodType = z.ZodType> {
  readonly type: string;
  readonly version: number;
  readonly topic: string;
  readonly description: string;
  readonly payload: S;
  /** Builds a validated envelope; throws if the payload breaks the contract. */
  create(aggregateId: string, payload: z.input<S>, meta?: EventMeta): EventEnvelope<z.output<S>>;
  /**
   * Narrows a decoded envelope to this event: this version, or an older one listed in `readsVersions`
   * (whose payloads this version's schema also accepts, its new fields being optional).
   */
  is(event: EventEnvelope): event is EventEnvelope<z.output<S>>;
}

export type PayloadOf<D> = D extends EventDefinition<infer S> ? z.output<S> : never;

export function defineEvent<S extends z.ZodType>(def: {
  type: string;
  version: number;
  topic: string;
  description: string;
  payload: S;
  /** Older versions still read as this one (a replay from the topic's start brings them). */
  readsVersions?: readonly number[];
}): EventDefinition<S> {
  const { readsVersions = [], ...rest } = def;
  const versions = new Set([def.version, ...readsVersions]);
  return {
    ...rest,
    create(aggregateId, payload, meta = {}) {
      return {
        eventId: meta.eventId ?? randomUUID(),
        type: def.type,
        version: def.version,
        occurredAt: (meta.occurredAt ?? new Date()).toISOString(),
        aggregateId,
        actorId: meta.actorId ?? null,
        correlationId: meta.correlationId ?? null,
        payload: def.payload.parse(payload),
      };
    },
    is(event): event is EventEnvelope<z.output<S>> {
      return event.type === def.type && versions.has(event.version);
    },
  };
}

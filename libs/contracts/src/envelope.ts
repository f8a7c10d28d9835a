import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { currentCorrelationId } from './correlation';

/** The envelope every integration event carries (STYLE.md), then its payload. */
export const envelopeSchema = z.object({
  eventId: z.string().min(1),
  type: z.string().min(1),
  version: z.number().int().positive(),
  occurredAt: z.string().datetime({ offset: true }),
  /** The Kafka message key: the aggregate whose events must stay in order (see the event's `key`). */
  aggregateId: z.string().min(1),
  /** The person (learner, editor, admin) who caused the event; null when the platform or a provider did. */
  actorId: z.string().nullable(),
  /** The id of the request (or job) that caused the event, carried to every event it causes. */
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

/** Who causes an event: always a person, a person or the platform (a webhook, a sweep, a seed), or never a person. */
export type EventActor = 'person' | 'person-or-platform' | 'platform';

/** The Kafka key of an event type: which aggregate it is, and how it follows from the payload. */
export interface EventKey<P> {
  /** What the key names, for the AsyncAPI document ("the learner and the quiz: <userId>:<quizId>"). */
  readonly describes: string;
  readonly of: (payload: P) => string;
}

export interface EventDefinition<S extends z.ZodType = z.ZodType> {
  readonly type: string;
  readonly version: number;
  readonly topic: string;
  readonly description: string;
  readonly payload: S;
  readonly key: EventKey<z.output<S>>;
  readonly actor: EventActor;
  /** Older versions this one reads (their messages are handed to consumers in this version's shape). */
  readonly readsVersions: readonly number[];
  /** What changed from the previous version, published beside both. */
  readonly changes?: string;
  /** Builds a validated envelope; throws if the payload breaks the contract or the key is not the event's. */
  create(aggregateId: string, payload: z.input<S>, meta?: EventMeta): EventEnvelope<z.output<S>>;
  /** Narrows a decoded (so upgraded: see readEvent) envelope to this event: this version or one it reads. */
  is(event: EventEnvelope): event is EventEnvelope<z.output<S>>;
  /** An older version's payload (already valid for that version) in this version's shape. */
  upgrade(event: EventEnvelope): z.output<S>;
}

export type PayloadOf<D> = D extends EventDefinition<infer S> ? z.output<S> : never;

export function defineEvent<S extends z.ZodType>(def: {
  type: string;
  version: number;
  topic: string;
  description: string;
  payload: S;
  key: EventKey<z.output<S>>;
  actor: EventActor;
  /** Older versions still read as this one (a replay from the topic's start brings them, as does a rollout). */
  readsVersions?: readonly number[];
  /**
   * Maps an older version's payload to this version's input. Without it, older payloads must parse as
   * they are (this version only added optional fields).
   */
  upcast?: (older: EventEnvelope) => z.input<S>;
  changes?: string;
}): EventDefinition<S> {
  const { readsVersions = [], upcast, ...rest } = def;
  const versions = new Set([def.version, ...readsVersions]);
  return {
    ...rest,
    readsVersions,
    create(aggregateId, payload, meta = {}) {
      const parsed = def.payload.parse(payload);
      const key = def.key.of(parsed);
      if (key !== aggregateId)
        throw new Error(
          `${def.type}@${def.version} is keyed by ${key} (${def.key.describes}), not ${aggregateId}`,
        );
      return {
        eventId: meta.eventId ?? randomUUID(),
        type: def.type,
        version: def.version,
        occurredAt: (meta.occurredAt ?? new Date()).toISOString(),
        aggregateId,
        actorId: meta.actorId ?? null,
        correlationId: meta.correlationId ?? currentCorrelationId() ?? null,
        payload: parsed,
      };
    },
    is(event): event is EventEnvelope<z.output<S>> {
      return event.type === def.type && versions.has(event.version);
    },
    upgrade(event) {
      return def.payload.parse(upcast ? upcast(event) : event.payload);
    },
  };
}

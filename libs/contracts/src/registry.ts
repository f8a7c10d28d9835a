import { envelopeSchema, type EventDefinition, type EventEnvelope } from './envelope';
import { IDENTITY_EVENTS } from './identity/identity.events';
import { CATALOG_EVENTS } from './catalog/catalog.events';
import { REPORT_EVENTS } from './catalog/report.events';
import { KEY_CHALLENGE_EVENTS } from './catalog/key-challenge.events';
import { ATTEMPTS_EVENTS } from './attempts/attempts.events';
import { EXAM_EVENTS } from './attempts/exam.events';
import { BILLING_EVENTS } from './billing/billing.events';

export const ALL_EVENTS: readonly EventDefinition[] = [
  ...IDENTITY_EVENTS,
  ...CATALOG_EVENTS,
  ...REPORT_EVENTS,
  ...KEY_CHALLENGE_EVENTS,
  ...ATTEMPTS_EVENTS,
  ...EXAM_EVENTS,
  ...BILLING_EVENTS,
];

const byKey = new Map(ALL_EVENTS.map((d) => [`${d.type}@${d.version}`, d]));

/** The version producers write now: the highest of each type. */
const currentByType = new Map<string, EventDefinition>();
for (const d of ALL_EVENTS)
  if ((currentByType.get(d.type)?.version ?? 0) < d.version) currentByType.set(d.type, d);

export function findEventDefinition(type: string, version: number): EventDefinition | undefined {
  return byKey.get(`${type}@${version}`);
}

/** The definitions producers use now (one per type); the others are older versions still read. */
export const CURRENT_EVENTS: readonly EventDefinition[] = [...currentByType.values()];

export function isCurrentEvent(def: EventDefinition): boolean {
  return currentByType.get(def.type) === def;
}

/**
 * An event as consumers read it: an older version that the current one reads is handed over in the
 * current version's shape (its envelope keeps the version it was published as). During a rollout the
 * platform's consumers so read both what older producers still publish and what newer ones do.
 */
export function readEvent(event: EventEnvelope): EventEnvelope {
  const current = currentByType.get(event.type);
  if (!current || current.version === event.version || !current.readsVersions.includes(event.version))
    return event;
  return { ...event, payload: current.upgrade(event) };
}

export class InvalidEventError extends Error {}

/**
 * Decodes and validates a message from the wire, then reads it as the current version (readEvent).
 * Unknown types and versions pass through as they are (a newer producer may know more), a known one
 * with a broken payload is refused.
 */
export function decodeEvent(raw: string | Buffer | unknown): EventEnvelope {
  let value: unknown = raw;
  if (typeof raw === 'string' || Buffer.isBuffer(raw)) {
    try {
      value = JSON.parse(raw.toString());
    } catch {
      throw new InvalidEventError('Event is not valid JSON');
    }
  }
  const envelope = envelopeSchema.safeParse(value);
  if (!envelope.success) throw new InvalidEventError(`Event envelope is invalid: ${envelope.error.message}`);
  const def = findEventDefinition(envelope.data.type, envelope.data.version);
  if (!def) return envelope.data as EventEnvelope;
  const payload = def.payload.safeParse(envelope.data.payload);
  if (!payload.success) {
    throw new InvalidEventError(`${def.type}@${def.version} payload is invalid: ${payload.error.message}`);
  }
  try {
    return readEvent({ ...(envelope.data as EventEnvelope), payload: payload.data });
  } catch (e) {
    throw new InvalidEventError(
      `${def.type}@${def.version} cannot be read as the current version: ${String(e)}`,
    );
  }
}

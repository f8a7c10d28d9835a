import { findEventDefinition, type EventEnvelope } from '@exam/contracts';

/** The topic an event belongs on, from its contract; publishing an undeclared event is a programming error. */
export function topicOf(event: EventEnvelope): string {
  const def = findEventDefinition(event.type, event.version);
  if (!def) throw new Error(`No contract declares ${event.type}@${event.version}; add it to libs/contracts`);
  return def.topic;
}

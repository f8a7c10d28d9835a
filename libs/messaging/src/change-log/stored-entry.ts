import { BSON } from 'mongodb';
import type { ChangeLogEntry } from './change-log-entry';

/**
 * A change-log entry as stored: what the log queries by (`_id`, `capability`, `committedAt`) as fields, the
 * change and its events as one Extended JSON string (Dates and ObjectIds come back as they were). FerretDB
 * on SQLite spends its CPU per field it converts, and a completion's entry was about 70 fields that nothing
 * ever filters on: they are read back only after a crash or for a resubmission (the live path keeps the
 * entry in memory). bench/change-log-docs.probe.ts prints both forms' cost.
 */
export interface StoredChangeLogEntry {
  _id: string;
  capability: string;
  committedAt: Date;
  correlationId?: string;
  /** `{ change, events }` in relaxed Extended JSON. */
  json: string;
}

export function entryAsStored(entry: ChangeLogEntry): StoredChangeLogEntry {
  const { _id, capability, committedAt, correlationId, change, events } = entry;
  return {
    _id,
    capability,
    committedAt,
    ...(correlationId !== undefined ? { correlationId } : {}),
    json: BSON.EJSON.stringify({ change, events }, { relaxed: true }),
  };
}

/** An entry as read back, whichever form it was stored in (entries stored before have change and events). */
export function entryFromStored<C>(doc: StoredChangeLogEntry | ChangeLogEntry<C>): ChangeLogEntry<C> {
  if (!('json' in doc) || typeof doc.json !== 'string') return doc as ChangeLogEntry<C>;
  const { json, ...fields } = doc;
  const { change, events } = BSON.EJSON.parse(json, { relaxed: true }) as Pick<
    ChangeLogEntry<C>,
    'change' | 'events'
  >;
  return { ...fields, change, events };
}

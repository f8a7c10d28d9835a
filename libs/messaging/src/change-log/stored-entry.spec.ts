import { ObjectId } from 'mongodb';
import type { ChangeLogEntry } from './change-log-entry';
import { entryAsStored, entryFromStored } from './stored-entry';

const entry: ChangeLogEntry<{ op: string; id: ObjectId; at: Date; n: number; note: null }> = {
  _id: 'test.accounts:1',
  capability: 'test.accounts',
  change: { op: 'update', id: new ObjectId(), at: new Date('2026-11-29T05:00:00.123Z'), n: 1.5, note: null },
  events: [
    {
      eventId: 'e1',
      type: 'test.Changed',
      version: 1,
      occurredAt: '2026-11-29T05:00:00.123Z',
      aggregateId: 'a1',
      actorId: null,
      correlationId: 'c1',
      payload: { list: [1, 'two', { three: 3 }] },
    },
  ],
  committedAt: new Date('2026-11-29T05:00:01Z'),
  correlationId: 'c1',
};

describe('a change-log entry as stored', () => {
  it('keeps what the log queries by as fields and the change and events in one string', () => {
    const stored = entryAsStored(entry);
    expect(Object.keys(stored).sort()).toEqual(['_id', 'capability', 'committedAt', 'correlationId', 'json']);
    expect(stored.committedAt).toBe(entry.committedAt);
    expect(typeof stored.json).toBe('string');
  });

  it('reads back the same entry: dates as Dates, ObjectIds as ObjectIds', () => {
    const back = entryFromStored<typeof entry.change>(entryAsStored(entry));
    expect(back).toEqual(entry);
    expect(back.change.at).toBeInstanceOf(Date);
    expect(back.change.id).toBeInstanceOf(ObjectId);
    expect(back.change.id.equals(entry.change.id)).toBe(true);
  });

  it('reads an entry stored before, with its change and events as fields, as it is', () => {
    expect(entryFromStored(entry)).toBe(entry);
  });

  it('stores no correlationId field for an entry without one', () => {
    const { correlationId: _none, ...without } = entry;
    expect(entryAsStored(without)).not.toHaveProperty('correlationId');
  });
});

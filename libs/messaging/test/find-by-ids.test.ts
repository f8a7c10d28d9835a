import { ObjectId } from 'mongodb';
import { findByIds } from '../src';
import { scratchDatabase } from './support/messaging-fixtures';

/** What projectors and appliers read for a batch, on the real database. */
describe('finding a batch of documents by their _ids', () => {
  const db = scratchDatabase('byids');

  it('returns every named document that exists, keyed by its _id as a string, also past one read', async () => {
    // Given 1,200 documents keyed by strings (more than one read takes) and 3 by ObjectIds
    const byName = db().collection<{ _id: string; n: number }>('named');
    await byName.insertMany(Array.from({ length: 1200 }, (_v, n) => ({ _id: `u${n}`, n })));
    const oids = [new ObjectId(), new ObjectId(), new ObjectId()];
    const byOid = db().collection<{ _id: ObjectId; n: number }>('oids');
    await byOid.insertMany(oids.map((_id, n) => ({ _id, n })));

    // When 1,100 of them are asked for, with repeats and missing ones, and two of the ObjectIds
    const wanted = Array.from({ length: 1100 }, (_v, n) => `u${n + 50}`);
    const found = await findByIds(byName, [...wanted, 'u60', 'nobody', 'u1250'], { projection: { n: 1 } });
    const foundOids = await findByIds(byOid, [oids[2], oids[0], new ObjectId()]);

    // Then each is there once, with what was projected, and nothing else
    expect(found.size).toBe(1100);
    expect(found.get('u50')).toEqual({ _id: 'u50', n: 50 });
    expect(found.get('u1149')).toEqual({ _id: 'u1149', n: 1149 });
    expect(found.has('u49') || found.has('u1150') || found.has('nobody')).toBe(false);
    expect([...foundOids.keys()].sort()).toEqual([oids[0], oids[2]].map(String).sort());
    expect(foundOids.get(String(oids[2]))?.n).toBe(2);
  });
});

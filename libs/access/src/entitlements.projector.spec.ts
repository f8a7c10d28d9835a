import type { Connection } from 'mongoose';
import type { EntitlementDoc } from './domain/entitlement';
import { activated, bought, fakeCollection } from './entitlement.fixtures';
import { EntitlementsProjector, type EntitlementWatcher } from './entitlements.projector';

/** A projector on a connection whose `entitlements` is in memory, with a watcher that records what it is told. */
function projectorOn(service: string, failWrites = false) {
  const { docs, collection } = fakeCollection();
  if (failWrites) collection.insertOne = () => Promise.reject(new Error('database down'));
  collection.deleteMany = async () => {
    docs.clear();
    return { acknowledged: true, deletedCount: 0 };
  };
  const applied = { findOne: async () => null, updateOne: async () => ({}), deleteMany: async () => ({}) };
  const db = { collection: (name: string) => (name === 'entitlements' ? collection : applied) };
  const projector = new EntitlementsProjector(service, { db, name: service } as unknown as Connection);
  const told: Array<[string, EntitlementDoc | null] | 'cleared'> = [];
  const watcher: EntitlementWatcher = {
    changed: (userId, stored) => told.push([userId, stored]),
    cleared: () => told.push('cleared'),
  };
  projector.watch(watcher);
  return { projector, docs, told };
}

describe('the one entitlements projector of catalog and attempts', () => {
  it('is named after the service whose database it writes: its consumer group and applied-event ids', () => {
    expect(projectorOn('catalog').projector.name).toBe('catalog.entitlements');
    expect(projectorOn('attempts').projector.name).toBe('attempts.entitlements');
  });

  it('stores an entitlement event and tells its watchers the document as stored', async () => {
    const { projector, docs, told } = projectorOn('attempts');
    await projector.handle(activated);
    await projector.handle(bought);
    expect(docs.get('u1')).toMatchObject({ v: 2, purchases: [expect.objectContaining({ orderId: 'o1' })] });
    expect(told).toEqual([
      ['u1', expect.objectContaining({ v: 1 })],
      ['u1', docs.get('u1')],
    ]);
  });

  it('ignores events about no entitlement, and tells watchers of a failed write with null', async () => {
    const { projector, docs, told } = projectorOn('catalog', true);
    await projector.handle({ ...activated, eventId: 'e-quiz', type: 'QuizPublished' });
    expect(told).toEqual([]);
    await expect(projector.handle(activated)).rejects.toThrow('database down');
    expect(docs.size).toBe(0);
    expect(told).toEqual([['u1', null]]);
  });

  it('drops its read model for a rebuild and tells its watchers', async () => {
    const { projector, docs, told } = projectorOn('catalog');
    await projector.handle(activated);
    await projector.resetForRebuild();
    expect(docs.size).toBe(0);
    expect(told.at(-1)).toBe('cleared');
  });
});

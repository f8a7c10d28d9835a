import { applyEntitlementEvent, emptyEntitlement } from './domain/entitlement';
import { EntitlementMemory, entitlementUserOf, storeEntitlementEvent } from './entitlement-store';
import { activated, bought, cancelled, fakeCollection, renewed, schooled } from './entitlement.fixtures';

describe('the entitlement store shared by catalog and attempts', () => {
  it('keeps both facts when another event about the learner is written between its read and its write', async () => {
    // Given a stored entitlement, and a billing event landing right after the identity event's read
    let interleave: (() => Promise<unknown>) | null = null;
    const { docs, collection } = fakeCollection(() => {
      const other = interleave;
      interleave = null;
      if (other) void other();
    });
    await storeEntitlementEvent(collection, activated);
    interleave = () => storeEntitlementEvent(collection, bought);

    // When the identity event is stored
    const stored = await storeEntitlementEvent(collection, schooled);

    // Then neither fact is lost: the compare-and-set refused the stale write and read again
    expect(docs.get('u1')).toEqual(stored);
    expect(stored).toMatchObject({ schoolcode: 'DPS-042', v: 3 });
    expect(stored!.purchases).toHaveLength(1);
    expect(stored!.subscriptions).toHaveLength(1);
  });

  it('writes nothing for an event it already holds, nor for an event about no learner', async () => {
    const { docs, collection } = fakeCollection();
    await storeEntitlementEvent(collection, activated);
    await storeEntitlementEvent(collection, activated);
    expect(docs.get('u1')!.v).toBe(1);
    const other = { ...activated, type: 'QuizPublished' };
    expect(entitlementUserOf(other)).toBeNull();
    expect(await storeEntitlementEvent(collection, other)).toBeNull();
  });

  it('folds events into memory as the store does, the same event twice counting once', () => {
    const memory = new EntitlementMemory();
    for (const e of [activated, bought, bought, schooled, activated]) memory.fold(e);
    expect(memory.get('u1')).toMatchObject({
      schoolcode: 'DPS-042',
      paidfor: ['Abhyudaya-Already passed 12th'],
      subscriptions: [expect.objectContaining({ id: 'sub_1', status: 'active' })],
      purchases: [expect.objectContaining({ orderId: 'o1' })],
    });
    expect(memory.size()).toBe(1);
    expect(memory.get('u2')).toBeNull();
  });
});

describe('the entitlement fold (applyEntitlementEvent)', () => {
  it('follows a subscription from activation through renewal to cancellation, keeping paidfor once', () => {
    let e = applyEntitlementEvent(emptyEntitlement('u1'), activated);
    e = applyEntitlementEvent(e, activated);
    expect(e.paidfor).toEqual(['Abhyudaya-Already passed 12th']);
    expect(e.subscriptions).toEqual([
      expect.objectContaining({ id: 'sub_1', status: 'active', nextBillingDate: '2026-06-01T00:00:00.000Z' }),
    ]);
    e = applyEntitlementEvent(e, renewed);
    expect(e.subscriptions[0].nextBillingDate).toBe('2026-07-01T00:00:00.000Z');
    e = applyEntitlementEvent(e, cancelled);
    expect(e.subscriptions).toEqual([
      expect.objectContaining({ status: 'cancelled', nextBillingDate: '2026-07-01T00:00:00.000Z' }),
    ]);
  });
});

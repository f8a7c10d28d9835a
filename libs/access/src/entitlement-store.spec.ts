import type { Collection } from 'mongodb';
import {
  OldQuizPurchased,
  SubscriptionActivated,
  SubscriptionCancelled,
  SubscriptionStatusChanged,
  UserProfileUpdated,
} from '@exam/contracts';
import { applyEntitlementEvent, emptyEntitlement, type EntitlementDoc } from './domain/entitlement';
import { EntitlementMemory, entitlementUserOf, storeEntitlementEvent } from './entitlement-store';

const activated = SubscriptionActivated.create('sub_1', {
  subscriptionId: 'sub_1',
  userId: 'u1',
  planId: 'plan-monthly',
  planName: 'Abhyudaya Monthly',
  billingCycle: 'Monthly',
  status: 'active',
  startedAt: '2026-05-01T00:00:00.000Z',
  nextBillingAt: '2026-06-01T00:00:00.000Z',
  accessibleContent: ['Current Affairs'],
  paidfor: 'Abhyudaya-Already passed 12th',
  referralCode: 'R1',
});
const schooled = UserProfileUpdated.create('u1', {
  userId: 'u1',
  schoolcode: 'DPS-042',
  className: 'X',
  section: 'A',
  role: 'learner',
});
const bought = OldQuizPurchased.create('o1', {
  orderId: 'o1',
  userId: 'u1',
  subject: 'Current Affairs',
  division: 'Abhyudaya',
  className: 'Already passed 12th',
  fromDate: '2026-01-01',
  toDate: '2026-01-14',
  weeks: 2,
  amountRupees: 200,
  status: 'success',
  purchasedAt: '2026-05-01T00:00:00.000Z',
});

const renewed = SubscriptionStatusChanged.create('sub_1', {
  subscriptionId: 'sub_1',
  userId: 'u1',
  status: 'active',
  nextBillingAt: '2026-07-01T00:00:00.000Z',
  reason: 'renewal charged',
});
const cancelled = SubscriptionCancelled.create('sub_1', {
  subscriptionId: 'sub_1',
  userId: 'u1',
  cancelledAt: '2026-06-10T00:00:00.000Z',
  accessEndsAt: '2026-07-01T00:00:00.000Z',
});

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** An `entitlements` collection in memory that lets a test slip another writer in after a read. */
function fakeCollection(onRead: () => void = () => {}) {
  const docs = new Map<string, EntitlementDoc>();
  const collection = {
    async findOne({ _id }: { _id: string }) {
      const doc = docs.get(_id) ?? null;
      onRead();
      return doc && clone(doc);
    },
    async insertOne(doc: EntitlementDoc) {
      if (docs.has(doc._id)) throw Object.assign(new Error('E11000 duplicate key'), { code: 11000 });
      docs.set(doc._id, clone(doc));
    },
    async updateOne({ _id, v }: { _id: string; v: number }, { $set }: { $set: Partial<EntitlementDoc> }) {
      const doc = docs.get(_id);
      if (!doc || doc.v !== v) return { modifiedCount: 0 };
      docs.set(_id, { ...doc, ...clone($set) });
      return { modifiedCount: 1 };
    },
  };
  return { docs, collection: collection as unknown as Collection<EntitlementDoc> };
}

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

// Entitlement events of one learner, and an `entitlements` collection in memory, for the store's and the
// projector's specs.
import type { Collection } from 'mongodb';
import {
  OldQuizPurchased,
  SubscriptionActivated,
  SubscriptionCancelled,
  SubscriptionStatusChanged,
  UserProfileUpdated,
} from '@exam/contracts';
import type { EntitlementDoc } from './domain/entitlement';

export const activated = SubscriptionActivated.create('sub_1', {
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
export const schooled = UserProfileUpdated.create('u1', {
  userId: 'u1',
  schoolcode: 'DPS-042',
  className: 'X',
  section: 'A',
  role: 'learner',
});
export const bought = OldQuizPurchased.create('o1', {
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

export const renewed = SubscriptionStatusChanged.create('sub_1', {
  subscriptionId: 'sub_1',
  userId: 'u1',
  status: 'active',
  nextBillingAt: '2026-07-01T00:00:00.000Z',
  reason: 'renewal charged',
});
export const cancelled = SubscriptionCancelled.create('sub_1', {
  subscriptionId: 'sub_1',
  userId: 'u1',
  cancelledAt: '2026-06-10T00:00:00.000Z',
  accessEndsAt: '2026-07-01T00:00:00.000Z',
});

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** An `entitlements` collection in memory that lets a test slip another writer in after a read. */
export function fakeCollection(onRead: () => void = () => {}) {
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

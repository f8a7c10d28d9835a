import { randomUUID } from 'node:crypto';
import { OldQuizPurchased, PaymentVerified, SubscriptionCreated, TOPICS } from '@exam/contracts';
import { OutboxDrain } from '@exam/messaging';
import { countEvents, seedDatabase, startTestApp, testConfig } from '@exam/testing';
import { BillingAppModule } from '../src/billing-app.module';

/** A document as the old version stored it, keyed by the provider's id. */
type OldDocument = { _id: string } & Record<string, unknown>;

/**
 * Issue 36: orders and subscriptions change through the change log only; what an older version left in
 * their `outbox` arrays is published once at the next start, and the arrays go (empty ones too).
 */
describe('the one-off drain of orders’ and subscriptions’ old outboxes', () => {
  it('publishes their unsent events once at start, removes every array, and publishes nothing at the next start', async () => {
    const config = testConfig();
    const start = () => startTestApp((c) => BillingAppModule.forRoot(c), config);

    // Given a paid order and a new subscription the old version stored with their events still in their
    // outboxes (never relayed), and an order whose outbox was relayed (an empty array)
    const [orderId, sentId, subscriptionId] = ['order', 'order', 'sub'].map((p) => `${p}_${randomUUID()}`);
    const userId = randomUUID();
    const week = { subject: 'Current Affairs', division: 'Abhyudaya', className: 'Already passed 12th' };
    const paid = PaymentVerified.create(orderId, {
      ...{ paymentId: `pay_${randomUUID()}`, userId, purpose: 'old-quiz-order', subscriptionId: null },
      ...{ orderId, amountRupees: 20, currency: 'INR' },
    });
    const purchased = OldQuizPurchased.create(orderId, {
      ...{ orderId, userId, ...week, fromDate: '2026-11-16', toDate: '2026-11-22', weeks: 1 },
      ...{ amountRupees: 20, status: 'success', purchasedAt: new Date().toISOString() },
    });
    const created = SubscriptionCreated.create(subscriptionId, {
      ...{ subscriptionId, userId, planId: 'plan-monthly', planName: 'Abhyudaya Monthly' },
      ...{ billingCycle: 'Monthly', division: 'Abhyudaya', className: 'Already passed 12th' },
      ...{ totalCount: 12, priceRupees: 99, status: 'created' },
    });
    const order = (_id: string) => ({
      ...{ _id, userId, ...week, from: '2026-11-16', to: '2026-11-22', weeks: 1, amount: 20 },
      ...{ amountPaise: 2000, currency: 'INR', receipt: 'r', description: 'Old quizzes', status: 'success' },
      ...{ paymentId: paid.payload.paymentId, paidAt: new Date(), failedPayments: [] },
    });
    await seedDatabase(config, 'billing', async (db) => {
      await db.collection<OldDocument>('orders').insertMany([
        { ...order(orderId), outbox: [paid, purchased] },
        { ...order(sentId), outbox: [] },
      ]);
      await db.collection<OldDocument>('subscriptions').insertOne({
        ...{ _id: subscriptionId, userId, planId: 'plan-monthly', planName: 'Abhyudaya Monthly' },
        ...{ billingCycle: 'Monthly', cycleMonths: 1, amount: 99, currency: 'INR', division: 'Abhyudaya' },
        ...{ classs: 'Already passed 12th', totalCount: 12, providerPlanId: 'p', accessibleContent: [] },
        ...{
          status: 'created',
          startDate: null,
          nextBillingDate: null,
          accessUntil: null,
          cancelledAt: null,
        },
        ...{ paymentIds: [], referralCode: null, v: 0, outbox: [created] },
      });
    });
    const stored = [paid, purchased, created];

    // When this version starts on that data
    const first = await start();
    try {
      // Then it publishes the three events, each reaches the bus once, and no document keeps an outbox
      expect(await first.app.get(OutboxDrain).done()).toBe(3);
      const counter = await countEvents(first, [TOPICS.billing]);
      await counter.caughtUpWith(stored);
      expect(stored.map((e) => counter.times(e.eventId))).toEqual([1, 1, 1]);
      const db = first.db('billing');
      for (const name of ['orders', 'subscriptions'])
        expect(await db.collection(name).countDocuments({ outbox: { $exists: true } })).toBe(0);
      expect(await db.collection<{ _id: string }>('orders').findOne({ _id: orderId })).toMatchObject({
        status: 'success',
        paymentId: paid.payload.paymentId,
      });
    } finally {
      await first.close({ keepData: true });
    }

    // And a second start finds nothing to publish
    const second = await start();
    try {
      expect(await second.app.get(OutboxDrain).done()).toBe(0);
    } finally {
      await second.close();
    }
  });
});

import {
  OldQuizPurchased,
  SubscriptionActivated,
  SubscriptionCancelled,
  SubscriptionStatusChanged,
  UserProfileUpdated,
} from '@exam/contracts';
import { applyEntitlementEvent, emptyEntitlement } from './apply-entitlement-event';

describe('entitlement read model', () => {
  const activated = SubscriptionActivated.create('sub_1', {
    subscriptionId: 'sub_1',
    userId: 'u1',
    plan: 'Abhyudaya Monthly',
    billingCycle: 'Monthly',
    status: 'active',
    startDate: '2026-05-01T00:00:00.000Z',
    nextBillingDate: '2026-06-01T00:00:00.000Z',
    accessibleContent: ['Current Affairs'],
    paidfor: 'Abhyudaya-Already passed 12th',
    referralCode: 'R1',
  });

  it('follows a subscription from activation to cancellation, and keeps paidfor once', () => {
    let e = applyEntitlementEvent(emptyEntitlement('u1'), activated);
    e = applyEntitlementEvent(e, activated);
    expect(e.paidfor).toEqual(['Abhyudaya-Already passed 12th']);
    expect(e.subscriptions).toEqual([
      expect.objectContaining({ id: 'sub_1', status: 'active', nextBillingDate: '2026-06-01T00:00:00.000Z' }),
    ]);
    e = applyEntitlementEvent(
      e,
      SubscriptionStatusChanged.create('sub_1', {
        subscriptionId: 'sub_1',
        userId: 'u1',
        status: 'active',
        nextBillingDate: '2026-07-01T00:00:00.000Z',
        reason: 'renewal charged',
      }),
    );
    expect(e.subscriptions[0].nextBillingDate).toBe('2026-07-01T00:00:00.000Z');
    e = applyEntitlementEvent(
      e,
      SubscriptionCancelled.create('sub_1', {
        subscriptionId: 'sub_1',
        userId: 'u1',
        cancelledAt: '2026-06-10T00:00:00.000Z',
        accessUntil: '2026-07-01T00:00:00.000Z',
      }),
    );
    expect(e.subscriptions[0]).toMatchObject({
      status: 'cancelled',
      nextBillingDate: '2026-07-01T00:00:00.000Z',
    });
  });

  it('adds an old-quiz purchase once and follows the school code', () => {
    const bought = OldQuizPurchased.create('o1', {
      orderId: 'o1',
      userId: 'u1',
      subject: 'Current Affairs',
      division: 'Abhyudaya',
      className: 'Already passed 12th',
      from: '2026-01-01',
      to: '2026-01-14',
      weeks: 2,
      amount: 200,
      status: 'success',
      purchasedAt: '2026-05-01T00:00:00.000Z',
    });
    let e = applyEntitlementEvent(applyEntitlementEvent(emptyEntitlement('u1'), bought), bought);
    expect(e.purchases).toHaveLength(1);
    e = applyEntitlementEvent(
      e,
      UserProfileUpdated.create('u1', {
        userId: 'u1',
        schoolcode: 'DPS-042',
        classs: 'X',
        section: 'A',
        role: 'learner',
      }),
    );
    expect(e.schoolcode).toBe('DPS-042');
  });
});

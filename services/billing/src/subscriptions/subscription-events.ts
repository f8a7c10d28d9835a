import {
  PaymentVerified,
  SubscriptionActivated,
  SubscriptionCancelled,
  SubscriptionStatusChanged,
  type EventEnvelope,
} from '@exam/contracts';
import type { SubscriptionEffect } from './domain/subscription-lifecycle';
import { scopeOf } from '../plans/domain/plans';
import type { SubscriptionRecord } from './persistence/subscriptions.repository';

export interface FactContext {
  actorId: string | null;
  /** Rupees the provider says were paid (webhooks); the plan's price otherwise. */
  amount?: number;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const ORDER: Record<SubscriptionEffect['kind'], number> = {
  'payment-recorded': 0,
  activated: 1,
  cancelled: 2,
  'status-changed': 3,
};

/** The events a transition raises, from the subscription as it is after the transition. */
export function subscriptionEvents(
  s: SubscriptionRecord,
  effects: readonly SubscriptionEffect[],
  ctx: FactContext,
  now: Date,
): EventEnvelope[] {
  const meta = { actorId: ctx.actorId, occurredAt: now };
  const base = { subscriptionId: s._id, userId: s.userId };
  return [...effects]
    .sort((a, b) => ORDER[a.kind] - ORDER[b.kind])
    .map((effect): EventEnvelope => {
      switch (effect.kind) {
        case 'payment-recorded':
          return PaymentVerified.create(
            s._id,
            {
              paymentId: effect.paymentId,
              userId: s.userId,
              purpose: 'subscription',
              subscriptionId: s._id,
              orderId: null,
              amountRupees: ctx.amount ?? s.amount,
              currency: s.currency,
            },
            meta,
          );
        case 'activated':
          return SubscriptionActivated.create(
            s._id,
            {
              ...base,
              planId: s.planId,
              planName: s.planName,
              billingCycle: s.billingCycle,
              status: 'active',
              startedAt: iso(s.startDate)!,
              nextBillingAt: iso(s.nextBillingDate)!,
              accessibleContent: s.accessibleContent,
              paidfor: scopeOf(s.division, s.classs),
              referralCode: s.referralCode!,
            },
            meta,
          );
        case 'cancelled':
          return SubscriptionCancelled.create(
            s._id,
            { ...base, cancelledAt: now.toISOString(), accessEndsAt: iso(s.accessUntil ?? now)! },
            meta,
          );
        case 'status-changed':
          return SubscriptionStatusChanged.create(
            s._id,
            { ...base, status: s.status, nextBillingAt: iso(s.nextBillingDate), reason: effect.reason },
            meta,
          );
      }
    });
}

import type { SubscriptionFact } from '../../../subscriptions/domain/subscription-lifecycle';
import { fromUnix, type RazorpayWebhook } from './razorpay-webhook';

/** What a subscription webhook means for the state machine; null for events that do not move it. */
export function subscriptionFactOf(webhook: RazorpayWebhook, now: Date): SubscriptionFact | null {
  const subscription = webhook.payload.subscription?.entity;
  if (!subscription) return null;
  switch (webhook.event) {
    case 'subscription.activated':
    case 'subscription.charged':
      return {
        kind: 'paid',
        at: fromUnix(subscription.current_start) ?? now,
        paymentId: webhook.payload.payment?.entity?.id ?? null,
        periodEnd: fromUnix(subscription.current_end),
      };
    case 'subscription.halted':
      return { kind: 'payment-trouble', reason: 'halted' };
    case 'subscription.pending':
      return { kind: 'payment-trouble', reason: 'pending' };
    case 'subscription.cancelled':
      return { kind: 'provider-cancelled', at: now };
    case 'subscription.completed':
      return { kind: 'completed', at: now };
    default:
      return null;
  }
}

import type { Subscription } from '@/types/api';
import type { Plan } from './api/get-plans';

/** The subscriptions of getuserbyid this screen reads. */
export type HeldSubscription = Pick<Subscription, 'plan' | 'status' | 'nextBillingDate'>;

/**
 * Spec section 4: a plan is 'already subscribed' when the learner has a subscription to it with a future
 * next billing date ('created' ones were never paid). The server's own flag counts too.
 */
export function isAlreadySubscribed(plan: Plan, held: readonly HeldSubscription[], now: Date): boolean {
  if (plan.alreadySubscribed) return true;
  return held.some(
    (s) =>
      s.plan === plan.name &&
      s.status !== 'created' &&
      !!s.nextBillingDate &&
      Date.parse(s.nextBillingDate) > now.getTime(),
  );
}

export type PlanButtonState = 'subscribe' | 'processing' | 'subscribed';

export function planButtonState(opts: { subscribed: boolean; processing: boolean }): PlanButtonState {
  if (opts.subscribed) return 'subscribed';
  return opts.processing ? 'processing' : 'subscribe';
}

export const PLAN_BUTTON_LABEL: Record<PlanButtonState, string> = {
  subscribe: 'Subscribe Now',
  processing: 'Processing...',
  subscribed: 'Already Subscribed',
};

/** The save badge: "Save 2.5%", or nothing without a discount. */
export function saveBadge(plan: Pick<Plan, 'saving'>): string | null {
  return plan.saving > 0 ? `Save ${plan.saving}%` : null;
}

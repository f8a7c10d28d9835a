import { addMonths } from 'date-fns';
import type { SubscriptionStatus } from '@exam/contracts';

/** What the state machine needs to know about a subscription. */
export interface SubscriptionState {
  status: SubscriptionStatus;
  cycleMonths: number;
  startDate: Date | null;
  nextBillingDate: Date | null;
  /** Set when cancelled: the next billing date at that moment; access ends there (spec 2.15). */
  accessUntil: Date | null;
  /** Payments already recorded, so a replayed charge or a verify after its webhook changes nothing. */
  paymentIds: readonly string[];
}

/** Facts about a subscription, from the learner, the provider's checkout, its webhooks, or the clock. */
export type SubscriptionFact =
  | { kind: 'paid'; at: Date; paymentId: string | null; periodEnd?: Date | null }
  | { kind: 'payment-trouble'; reason: 'halted' | 'pending' }
  | { kind: 'cancel-requested'; at: Date }
  | { kind: 'provider-cancelled'; at: Date }
  | { kind: 'completed'; at: Date }
  | { kind: 'access-ended'; at: Date }
  /** Paid while another subscription of the learner to the same plan is live: refused, and refunded. */
  | { kind: 'duplicate-refused'; at: Date; paymentId: string };

export type SubscriptionEffect =
  | { kind: 'activated' }
  | { kind: 'payment-recorded'; paymentId: string }
  | { kind: 'status-changed'; reason: string }
  | { kind: 'cancelled' };

export type SubscriptionOutcome =
  | { kind: 'refused'; status: 'not-active' | 'already-cancelled'; message: string }
  | { kind: 'unchanged' }
  | { kind: 'changed'; next: SubscriptionState; effects: SubscriptionEffect[] };

export const ONLY_ACTIVE_CAN_BE_CANCELLED = 'Only an active subscription can be cancelled.';
export const ALREADY_CANCELLED = 'This subscription is already cancelled.';

const unchanged: SubscriptionOutcome = { kind: 'unchanged' };
const changed = (next: SubscriptionState, effects: SubscriptionEffect[]): SubscriptionOutcome => ({
  kind: 'changed',
  next,
  effects,
});

function onPaid(s: SubscriptionState, fact: Extract<SubscriptionFact, { kind: 'paid' }>) {
  const isNew = fact.paymentId !== null && !s.paymentIds.includes(fact.paymentId);
  const paymentIds = isNew ? [...s.paymentIds, fact.paymentId!] : s.paymentIds;
  const recorded: SubscriptionEffect[] = isNew
    ? [{ kind: 'payment-recorded', paymentId: fact.paymentId! }]
    : [];
  if (s.status === 'created') {
    const next = fact.periodEnd ?? addMonths(fact.at, s.cycleMonths);
    const activated = {
      ...s,
      status: 'active' as const,
      startDate: fact.at,
      nextBillingDate: next,
      paymentIds,
    };
    return changed(activated, [{ kind: 'activated' }, ...recorded]);
  }
  if (!isNew) return unchanged;
  // The first payment recorded on a live subscription is the one that activated it (its webhook came
  // without a payment): only later payments are renewals, which move the next billing date one cycle on.
  const renewal = s.paymentIds.length > 0 && (s.status === 'active' || s.status === 'warning');
  if (!renewal) return changed({ ...s, paymentIds }, recorded);
  const from = s.nextBillingDate ?? fact.at;
  const moved = fact.periodEnd && fact.periodEnd > from ? fact.periodEnd : addMonths(from, s.cycleMonths);
  return changed({ ...s, status: 'active', nextBillingDate: moved, paymentIds }, [
    ...recorded,
    { kind: 'status-changed', reason: 'renewal charged' },
  ]);
}

/**
 * The subscription state machine. Pure: the caller stores `next` with a compare-and-set on the version it
 * read, so concurrent facts (twenty verify calls, a verify racing its webhook) apply one at a time and the
 * losers see the new state, where the same fact is `unchanged`.
 */
export function applySubscriptionFact(s: SubscriptionState, fact: SubscriptionFact): SubscriptionOutcome {
  const live = s.status === 'active' || s.status === 'warning';
  switch (fact.kind) {
    case 'paid':
      return onPaid(s, fact);
    case 'payment-trouble':
      return s.status === 'active'
        ? changed({ ...s, status: 'warning' }, [{ kind: 'status-changed', reason: `payment ${fact.reason}` }])
        : unchanged;
    case 'cancel-requested':
      if (s.status === 'cancelled')
        return { kind: 'refused', status: 'already-cancelled', message: ALREADY_CANCELLED };
      if (s.status !== 'active')
        return { kind: 'refused', status: 'not-active', message: ONLY_ACTIVE_CAN_BE_CANCELLED };
      return changed({ ...s, status: 'cancelled', accessUntil: s.nextBillingDate ?? fact.at }, [
        { kind: 'cancelled' },
      ]);
    case 'provider-cancelled':
      return live
        ? changed({ ...s, status: 'cancelled', accessUntil: s.nextBillingDate ?? fact.at }, [
            { kind: 'cancelled' },
          ])
        : unchanged;
    case 'completed':
      return live || s.status === 'cancelled'
        ? changed({ ...s, status: 'completed' }, [{ kind: 'status-changed', reason: 'all cycles billed' }])
        : unchanged;
    case 'duplicate-refused':
      // Never activated: no access at all, and the payment is recorded so a replay of it changes nothing.
      return s.status === 'created'
        ? changed(
            {
              ...s,
              status: 'cancelled',
              accessUntil: fact.at,
              paymentIds: s.paymentIds.includes(fact.paymentId)
                ? s.paymentIds
                : [...s.paymentIds, fact.paymentId],
            },
            [{ kind: 'cancelled' }],
          )
        : unchanged;
    case 'access-ended':
      return s.status === 'cancelled' && s.accessUntil !== null && s.accessUntil <= fact.at
        ? changed({ ...s, status: 'expired' }, [{ kind: 'status-changed', reason: 'access ended' }])
        : unchanged;
  }
}

/** An unpaid subscription is a checkout under way this long; after that it counts as abandoned. */
export const CHECKOUT_WINDOW_MS = 30 * 60_000;

/**
 * Issue 35: a learner has a subscription to a plan open while one is live, or created (awaiting its
 * payment) within the checkout window; a second one to the same plan is refused meanwhile.
 */
export function isOpenSubscription(
  s: Pick<SubscriptionState, 'status' | 'nextBillingDate'> & { createdAt: Date },
  now: Date,
): boolean {
  if (s.status === 'created') return now.getTime() - s.createdAt.getTime() < CHECKOUT_WINDOW_MS;
  return isLiveSubscription(s, now);
}

/** Spec section 4: a plan is "already subscribed" while a subscription to it has a future next billing date. */
export function isLiveSubscription(
  s: Pick<SubscriptionState, 'status' | 'nextBillingDate'>,
  now: Date,
): boolean {
  return s.status !== 'created' && s.nextBillingDate !== null && s.nextBillingDate > now;
}

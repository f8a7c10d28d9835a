import { isUnexpired } from '@exam/access/domain';
import { ABHYUDAYA_SCOPE } from '@exam/contracts';

/** What the profile knows of a subscription for `paid` and `paidfor`. */
export interface SubscriptionView {
  id: string;
  status: string;
  nextBillingDate: string | null;
  /** The paidfor entry it grants; subscriptions folded before it was kept had the plans' one scope. */
  scope?: string;
}

/** A subscription gives access now by the access decision's own rule (@exam/access isUnexpired). */
const givesAccessNow = (s: SubscriptionView, now: Date) =>
  isUnexpired({ ...s, startDate: null, accessibleContent: [] }, now);

/**
 * Spec section 2.14's "Paid User": paid access now (issue 35), by a subscription that gives access now,
 * or by an old-quiz purchase (it opens the quizzes it covers for good).
 */
export function isPaidUser(subscriptions: readonly SubscriptionView[], hasPurchases: boolean, now: Date) {
  return subscriptions.some((s) => givesAccessNow(s, now)) || hasPurchases;
}

/** The paidfor entries (download rights, spec section 6) of the subscriptions that give access now. */
export function livePaidfor(subscriptions: readonly SubscriptionView[], now: Date): string[] {
  const scopes = subscriptions.filter((s) => givesAccessNow(s, now)).map((s) => s.scope ?? ABHYUDAYA_SCOPE);
  return [...new Set(scopes)];
}

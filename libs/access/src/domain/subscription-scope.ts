// What a subscription or purchase was bought for, and whether a subscription still gives access: the two
// facts every part of the access rule (and the learner profile's `paid`) asks of an entitlement.
import { ABHYUDAYA_SCOPE } from '@exam/contracts';
import type { EntitledSubscription } from './entitlement';

/** Statuses that still grant access until nextBillingDate (a cancelled one runs to the cycle's end). */
const ACCESS_STATUSES = new Set(['active', 'warning', 'cancelled']);

export function isUnexpired(sub: EntitledSubscription, now: Date): boolean {
  return (
    ACCESS_STATUSES.has(sub.status) &&
    sub.nextBillingDate !== null &&
    Date.parse(sub.nextBillingDate) > now.getTime()
  );
}

/**
 * Spec sections 3 and 6: a paidfor entry (a subscription's scope) reads '<division>-<class>'; it covers a
 * quiz of that division, and of that class when it names one. Entitlements stored before subscriptions
 * kept their scope were all bought for the one scope plans have ever had (spec section 9).
 */
export function scopeCovers(scope: string | undefined, quiz: { division: string; classs: string }): boolean {
  const entry = scope ?? ABHYUDAYA_SCOPE;
  const dash = entry.indexOf('-');
  const division = dash < 0 ? entry : entry.slice(0, dash);
  const classs = dash < 0 ? '' : entry.slice(dash + 1);
  return division === quiz.division && (!classs || classs === quiz.classs);
}

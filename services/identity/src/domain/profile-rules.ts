/** A subscription grants access while its next billing date is in the future (spec section 4). */
export interface SubscriptionView {
  id: string;
  status: string;
  nextBillingDate: string | null;
}

export function isPaidUser(
  subscriptions: readonly SubscriptionView[],
  hasPurchases: boolean,
  now: Date,
): boolean {
  const live = subscriptions.some(
    (s) =>
      s.status !== 'created' && s.nextBillingDate !== null && Date.parse(s.nextBillingDate) > now.getTime(),
  );
  return live || hasPurchases;
}

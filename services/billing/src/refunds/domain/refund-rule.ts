/** Spec section 9, refund policy: a full refund within 24 hours if fewer than 5 premium quizzes were accessed. */
export const REFUND_WINDOW_HOURS = 24;
export const REFUND_MAX_PREMIUM_OPENS = 5;

export interface RefundEligibility {
  refundableUntil: Date;
  withinWindow: boolean;
  premiumQuizzesOpened: number;
  eligible: boolean;
}

/** Counts the premium quizzes opened since the subscription started; opens before it do not count. */
export function refundEligibility(
  startDate: Date,
  premiumOpenedAt: readonly Date[],
  now: Date,
): RefundEligibility {
  const refundableUntil = new Date(startDate.getTime() + REFUND_WINDOW_HOURS * 3_600_000);
  const withinWindow = now >= startDate && now < refundableUntil;
  const premiumQuizzesOpened = premiumOpenedAt.filter((at) => at >= startDate && at <= now).length;
  return {
    refundableUntil,
    withinWindow,
    premiumQuizzesOpened,
    eligible: withinWindow && premiumQuizzesOpened < REFUND_MAX_PREMIUM_OPENS,
  };
}

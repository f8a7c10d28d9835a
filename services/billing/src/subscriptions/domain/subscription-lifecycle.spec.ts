import {
  ALREADY_CANCELLED,
  applySubscriptionFact,
  CHECKOUT_WINDOW_MS,
  isLiveSubscription,
  isOpenSubscription,
  ONLY_ACTIVE_CAN_BE_CANCELLED,
  type SubscriptionFact,
  type SubscriptionOutcome,
  type SubscriptionState,
} from './subscription-lifecycle';

const t0 = new Date('2025-03-05T10:00:00Z');
const created: SubscriptionState = {
  status: 'created',
  cycleMonths: 3,
  startDate: null,
  nextBillingDate: null,
  accessUntil: null,
  paymentIds: [],
};
const paid = (paymentId: string | null, at = t0, periodEnd?: Date): SubscriptionFact => ({
  kind: 'paid',
  at,
  paymentId,
  periodEnd,
});

function next(outcome: SubscriptionOutcome): SubscriptionState {
  if (outcome.kind !== 'changed') throw new Error(`expected a change, got ${outcome.kind}`);
  return outcome.next;
}
const active = next(applySubscriptionFact(created, paid('pay_1')));

describe('subscription state machine', () => {
  it('activates a created subscription on its first payment, one cycle on', () => {
    const outcome = applySubscriptionFact(created, paid('pay_1'));
    expect(outcome).toEqual({
      kind: 'changed',
      next: {
        ...created,
        status: 'active',
        startDate: t0,
        nextBillingDate: new Date('2025-06-05T10:00:00Z'),
        paymentIds: ['pay_1'],
      },
      effects: [{ kind: 'activated' }, { kind: 'payment-recorded', paymentId: 'pay_1' }],
    });
  });

  it('activates once: the same payment again (another verify, its webhook) changes nothing', () => {
    expect(applySubscriptionFact(active, paid('pay_1'))).toEqual({ kind: 'unchanged' });
    expect(applySubscriptionFact(active, paid(null))).toEqual({ kind: 'unchanged' });
  });

  it('records the activating payment when the activation webhook came without one, without a renewal', () => {
    const byWebhook = next(applySubscriptionFact(created, paid(null)));
    expect(byWebhook.paymentIds).toEqual([]);
    const outcome = applySubscriptionFact(byWebhook, paid('pay_1'));
    expect(outcome).toEqual({
      kind: 'changed',
      next: { ...byWebhook, paymentIds: ['pay_1'] },
      effects: [{ kind: 'payment-recorded', paymentId: 'pay_1' }],
    });
  });

  it("renews on a later payment: one cycle on, or to the provider's period end", () => {
    const renewed = next(applySubscriptionFact(active, paid('pay_2', new Date('2025-06-05T10:00:00Z'))));
    expect(renewed.nextBillingDate).toEqual(new Date('2025-09-05T10:00:00Z'));
    const periodEnd = new Date('2025-09-06T00:00:00Z');
    expect(next(applySubscriptionFact(active, paid('pay_2', t0, periodEnd))).nextBillingDate).toEqual(
      periodEnd,
    );
    expect(applySubscriptionFact(renewed, paid('pay_2'))).toEqual({ kind: 'unchanged' });
  });

  it('warns on a halted or pending charge, and a renewal brings it back to active', () => {
    const warned = applySubscriptionFact(active, { kind: 'payment-trouble', reason: 'halted' });
    expect(warned).toMatchObject({ next: { status: 'warning' }, effects: [{ kind: 'status-changed' }] });
    expect(applySubscriptionFact(next(warned), { kind: 'payment-trouble', reason: 'pending' })).toEqual({
      kind: 'unchanged',
    });
    expect(next(applySubscriptionFact(next(warned), paid('pay_2'))).status).toBe('active');
    expect(applySubscriptionFact(created, { kind: 'payment-trouble', reason: 'pending' })).toEqual({
      kind: 'unchanged',
    });
  });

  it('cancels only an active subscription, keeping access until the next billing date', () => {
    const cancelled = next(applySubscriptionFact(active, { kind: 'cancel-requested', at: t0 }));
    expect(cancelled).toMatchObject({ status: 'cancelled', accessUntil: active.nextBillingDate });
    expect(cancelled.nextBillingDate).toEqual(active.nextBillingDate);
    expect(applySubscriptionFact(cancelled, { kind: 'cancel-requested', at: t0 })).toEqual({
      kind: 'refused',
      status: 'already-cancelled',
      message: ALREADY_CANCELLED,
    });
    for (const status of ['created', 'warning', 'completed', 'expired'] as const)
      expect(applySubscriptionFact({ ...active, status }, { kind: 'cancel-requested', at: t0 })).toEqual({
        kind: 'refused',
        status: 'not-active',
        message: ONLY_ACTIVE_CAN_BE_CANCELLED,
      });
  });

  it("follows the provider's cancellation and completion", () => {
    expect(next(applySubscriptionFact(active, { kind: 'provider-cancelled', at: t0 })).status).toBe(
      'cancelled',
    );
    const cancelled = next(applySubscriptionFact(active, { kind: 'cancel-requested', at: t0 }));
    expect(applySubscriptionFact(cancelled, { kind: 'provider-cancelled', at: t0 })).toEqual({
      kind: 'unchanged',
    });
    expect(applySubscriptionFact(created, { kind: 'provider-cancelled', at: t0 })).toEqual({
      kind: 'unchanged',
    });
    expect(next(applySubscriptionFact(active, { kind: 'completed', at: t0 })).status).toBe('completed');
  });

  it('ends a cancelled subscription once its access date has passed, not before', () => {
    const cancelled = next(applySubscriptionFact(active, { kind: 'cancel-requested', at: t0 }));
    const until = cancelled.accessUntil!;
    expect(
      applySubscriptionFact(cancelled, { kind: 'access-ended', at: new Date(until.getTime() - 1) }),
    ).toEqual({ kind: 'unchanged' });
    expect(next(applySubscriptionFact(cancelled, { kind: 'access-ended', at: until })).status).toBe(
      'expired',
    );
    expect(applySubscriptionFact(active, { kind: 'access-ended', at: until })).toEqual({ kind: 'unchanged' });
  });

  it('counts as already subscribed while the next billing date is ahead and it is not merely created', () => {
    expect(isLiveSubscription(active, t0)).toBe(true);
    expect(isLiveSubscription(active, active.nextBillingDate!)).toBe(false);
    expect(isLiveSubscription({ status: 'created', nextBillingDate: active.nextBillingDate }, t0)).toBe(
      false,
    );
    expect(isLiveSubscription({ ...active, status: 'cancelled' }, t0)).toBe(true);
  });

  it('refuses a second paid subscription to a live plan: cancelled at once, never active, its payment kept', () => {
    const refused = applySubscriptionFact(created, { kind: 'duplicate-refused', at: t0, paymentId: 'pay_2' });
    expect(refused).toEqual({
      kind: 'changed',
      next: { ...created, status: 'cancelled', accessUntil: t0, paymentIds: ['pay_2'] },
      effects: [{ kind: 'cancelled' }],
    });
    // A replay of that payment, or the refusal again, changes nothing; nor does it touch a live one
    expect(applySubscriptionFact(next(refused), paid('pay_2'))).toEqual({ kind: 'unchanged' });
    expect(
      applySubscriptionFact(next(refused), { kind: 'duplicate-refused', at: t0, paymentId: 'pay_2' }),
    ).toEqual({
      kind: 'unchanged',
    });
    expect(applySubscriptionFact(active, { kind: 'duplicate-refused', at: t0, paymentId: 'pay_3' })).toEqual({
      kind: 'unchanged',
    });
  });

  it('counts a subscription open while live, or created within the checkout window', () => {
    const at = (ms: number) => new Date(t0.getTime() + ms);
    expect(isOpenSubscription({ ...created, createdAt: t0 }, at(CHECKOUT_WINDOW_MS - 1))).toBe(true);
    expect(isOpenSubscription({ ...created, createdAt: t0 }, at(CHECKOUT_WINDOW_MS))).toBe(false);
    expect(isOpenSubscription({ ...active, createdAt: t0 }, at(86_400_000))).toBe(true);
    expect(isOpenSubscription({ ...active, createdAt: t0 }, active.nextBillingDate!)).toBe(false);
  });
});

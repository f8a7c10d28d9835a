import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { BillingAccountsRepository } from '../accounts/persistence/billing-accounts.repository';
import {
  applySubscriptionFact,
  isLiveSubscription,
  type SubscriptionEffect,
  type SubscriptionFact,
  type SubscriptionState,
} from './domain/subscription-lifecycle';
import { SubscriptionsRepository, type SubscriptionRecord } from './persistence/subscriptions.repository';
import { DUPLICATE_REFUND_REASON, DuplicateRefunds } from './duplicate-refunds';
import { PlanHolds } from './persistence/plan-holds.repository';
import { subscriptionEvents, type FactContext } from './subscription-events';

/** A subscription that took its plan's hold but is not active yet is being activated for this long. */
const ACTIVATION_GRACE_MS = 2 * 60_000;

export type ApplyResult =
  | { kind: 'not-found' }
  | {
      kind: 'refused';
      status: 'not-active' | 'already-cancelled';
      message: string;
      subscription: SubscriptionRecord;
    }
  | { kind: 'unchanged'; subscription: SubscriptionRecord }
  /** Paid while another subscription to its plan is live: refused, cancelled and refunded instead. */
  | { kind: 'duplicate'; subscription: SubscriptionRecord }
  | { kind: 'changed'; subscription: SubscriptionRecord; effects: SubscriptionEffect[] };

/** Compare-and-set rounds before giving up: each round loses only to a write that really changed something. */
const MAX_ROUNDS = 25;

const stateOf = (s: SubscriptionRecord): SubscriptionState => ({
  status: s.status,
  cycleMonths: s.cycleMonths,
  startDate: s.startDate,
  nextBillingDate: s.nextBillingDate,
  accessUntil: s.accessUntil,
  paymentIds: s.paymentIds,
});

/**
 * Applies a fact to a subscription through the state machine and stores the new state with its events in
 * one compare-and-set update on the subscription's own document: the one place every path (verify,
 * webhooks, unsubscribe, the expiry sweep) changes a subscription, so each change happens exactly once.
 */
@Injectable()
export class SubscriptionLifecycle {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly accounts: BillingAccountsRepository,
    private readonly holds: PlanHolds,
    private readonly refunds: DuplicateRefunds,
  ) {}

  async apply(id: string, fact: SubscriptionFact, ctx: FactContext): Promise<ApplyResult> {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const current = await this.subscriptions.findById(id);
      if (!current) return { kind: 'not-found' };
      const outcome = applySubscriptionFact(stateOf(current), fact);
      if (outcome.kind === 'refused') return { ...outcome, subscription: current };
      if (outcome.kind === 'unchanged') return { kind: 'unchanged', subscription: current };
      const now = new Date();
      const activated = outcome.effects.some((e) => e.kind === 'activated');
      if (activated && (await this.anotherHolds(current))) {
        const refused = await this.refuseDuplicate(current, fact, ctx);
        if (refused) return refused;
        continue;
      }
      const cancelled = outcome.effects.some((e) => e.kind === 'cancelled');
      const set: Partial<SubscriptionRecord> = {
        ...outcome.next,
        paymentIds: [...outcome.next.paymentIds],
        // Made before the write (once per user), so the activation event can carry it.
        referralCode: activated ? await this.accounts.referralCodeFor(current.userId) : current.referralCode,
        ...(cancelled ? { cancelledAt: now } : {}),
        v: current.v + 1,
      };
      const next = { ...current, ...set };
      const events = subscriptionEvents(next, outcome.effects, ctx, now);
      if (await this.subscriptions.compareAndSet(id, current.v, set, events))
        return { kind: 'changed', subscription: next, effects: outcome.effects };
    }
    throw new ServiceUnavailableException('This subscription is being updated. Please try again.');
  }

  /** Whether another subscription of the learner to the same plan is live (the plan's hold, issue 35). */
  private async anotherHolds(s: SubscriptionRecord): Promise<boolean> {
    const holder = await this.holds.take(s.userId, s.planId, s._id, async (holderId, at) => {
      const other = await this.subscriptions.findById(holderId);
      const now = new Date();
      if (!other) return false;
      return (
        isLiveSubscription(other, now) ||
        (other.status === 'created' && now.getTime() - at.getTime() < ACTIVATION_GRACE_MS)
      );
    });
    return holder !== null;
  }

  /**
   * Records a second subscription to a live plan as refused (cancelled, never active, its payment due back)
   * and has the provider cancel and refund it; null when another write got there first (read again). A
   * payment the provider has not named yet (subscription.activated) changes nothing: its charge follows.
   */
  private async refuseDuplicate(
    current: SubscriptionRecord,
    fact: SubscriptionFact,
    ctx: FactContext,
  ): Promise<ApplyResult | null> {
    if (fact.kind !== 'paid' || !fact.paymentId) return { kind: 'unchanged', subscription: current };
    const at = new Date();
    const outcome = applySubscriptionFact(stateOf(current), {
      kind: 'duplicate-refused',
      at,
      paymentId: fact.paymentId,
    });
    if (outcome.kind !== 'changed') return { kind: 'unchanged', subscription: current };
    const refund = {
      paymentId: fact.paymentId,
      amount: ctx.amount ?? current.amount,
      reason: DUPLICATE_REFUND_REASON,
      requestedAt: at,
      refundId: null,
      error: null,
    };
    const set: Partial<SubscriptionRecord> = {
      ...outcome.next,
      paymentIds: [...outcome.next.paymentIds],
      cancelledAt: at,
      refund,
      v: current.v + 1,
    };
    const next = { ...current, ...set };
    const events = subscriptionEvents(next, outcome.effects, ctx, at);
    if (!(await this.subscriptions.compareAndSet(current._id, current.v, set, events))) return null;
    await this.refunds.settle(next);
    return { kind: 'duplicate', subscription: next };
  }
}

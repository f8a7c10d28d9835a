import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { BillingAccountsRepository } from '../accounts/billing-accounts.repository';
import {
  applySubscriptionFact,
  type SubscriptionEffect,
  type SubscriptionFact,
  type SubscriptionState,
} from '../domain/subscription-lifecycle';
import { SubscriptionsRepository, type SubscriptionRecord } from './persistence/subscriptions.repository';
import { subscriptionEvents, type FactContext } from './subscription-events';

export type ApplyResult =
  | { kind: 'not-found' }
  | {
      kind: 'refused';
      status: 'not-active' | 'already-cancelled';
      message: string;
      subscription: SubscriptionRecord;
    }
  | { kind: 'unchanged'; subscription: SubscriptionRecord }
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
}

import {
  ContactDetailsRecorded,
  OldQuizPurchased,
  QuizAttempted,
  QuizCompleted,
  SubscriptionActivated,
  SubscriptionCancelled,
  SubscriptionCreated,
  SubscriptionStatusChanged,
  UserProfileUpdated,
  UserRegistered,
  UserVerified,
  type EventEnvelope,
} from '@exam/contracts';
import type { LearnerProfile, ProfileSubscription } from './learner-profile';

/** The facts a learner profile is made of; every other event passes it by. */
export const PROFILE_EVENT_TYPES: ReadonlySet<string> = new Set(
  [
    UserRegistered,
    ContactDetailsRecorded,
    UserVerified,
    UserProfileUpdated,
    SubscriptionCreated,
    SubscriptionActivated,
    SubscriptionStatusChanged,
    SubscriptionCancelled,
    OldQuizPurchased,
    QuizAttempted,
    QuizCompleted,
  ].map((d) => d.type),
);

const addOnce = (list: string[], value: string) => (list.includes(value) ? list : [...list, value]);

function upsertSubscription(
  p: LearnerProfile,
  id: string,
  change: Partial<ProfileSubscription>,
): LearnerProfile {
  const existing = p.subscriptions.find((s) => s.id === id);
  const base: ProfileSubscription = existing ?? {
    id,
    plan: '',
    billingCycle: '',
    status: 'created',
    startDate: null,
    nextBillingDate: null,
    accessibleContent: [],
  };
  const next = { ...base, ...change };
  return {
    ...p,
    subscriptions: existing
      ? p.subscriptions.map((s) => (s.id === id ? next : s))
      : [...p.subscriptions, next],
  };
}

/**
 * Folds one event into a profile. Pure and idempotent: applying an event twice gives the same profile,
 * which keeps redeliveries harmless even when the applied-event memory missed one.
 */
export function applyProfileEvent(p: LearnerProfile, event: EventEnvelope): LearnerProfile {
  if (UserRegistered.is(event) || UserProfileUpdated.is(event)) {
    // The profile keeps the spec's field name (classs) for getuserbyid.
    const { userId: _u, className, ...fields } = event.payload;
    return { ...p, ...fields, classs: className };
  }
  if (ContactDetailsRecorded.is(event)) {
    const { name, email, mobile } = event.payload;
    return { ...p, name, email, mobile };
  }
  if (UserVerified.is(event)) return { ...p, verified: true };
  if (SubscriptionCreated.is(event)) {
    const e = event.payload;
    const existing = p.subscriptions.find((s) => s.id === e.subscriptionId);
    // A late "created" must not push an activated subscription back.
    return upsertSubscription(p, e.subscriptionId, {
      plan: e.planName,
      billingCycle: e.billingCycle,
      ...(existing ? {} : { status: 'created' }),
    });
  }
  if (SubscriptionActivated.is(event)) {
    const e = event.payload;
    const withSub = upsertSubscription(p, e.subscriptionId, {
      plan: e.planName,
      billingCycle: e.billingCycle,
      status: 'active',
      startDate: e.startedAt,
      nextBillingDate: e.nextBillingAt,
      accessibleContent: e.accessibleContent,
      scope: e.paidfor,
    });
    return { ...withSub, paidfor: addOnce(withSub.paidfor, e.paidfor), referralCode: e.referralCode };
  }
  if (SubscriptionStatusChanged.is(event)) {
    const e = event.payload;
    return upsertSubscription(p, e.subscriptionId, {
      status: e.status,
      ...(e.nextBillingAt ? { nextBillingDate: e.nextBillingAt } : {}),
    });
  }
  if (SubscriptionCancelled.is(event)) {
    const e = event.payload;
    return upsertSubscription(p, e.subscriptionId, { status: 'cancelled', nextBillingDate: e.accessEndsAt });
  }
  if (OldQuizPurchased.is(event)) {
    const e = event.payload;
    if (p.purchaseOrders.some((o) => o.orderId === e.orderId)) return p;
    const order = {
      orderId: e.orderId,
      status: e.status,
      subject: e.subject,
      division: e.division,
      from: e.fromDate,
      to: e.toDate,
      weeks: e.weeks,
      amount: e.amountRupees,
      purchasedAt: e.purchasedAt,
    };
    return { ...p, purchaseOrders: [...p.purchaseOrders, order] };
  }
  if (QuizAttempted.is(event))
    return { ...p, attemptedquizs: addOnce(p.attemptedquizs, event.payload.quizId) };
  if (QuizCompleted.is(event))
    return { ...p, completedquizs: addOnce(p.completedquizs, event.payload.quizId) };
  return p;
}

/** The user an event is about, when the profile cares about it. */
export function profileUserOf(event: EventEnvelope): string | null {
  const payload = event.payload as { userId?: unknown };
  return typeof payload?.userId === 'string' ? payload.userId : null;
}

// The entitlement read model: what a learner may open and download, folded from identity's school code
// and billing's subscriptions and old-quiz purchases.
import {
  OldQuizPurchased,
  SubscriptionActivated,
  SubscriptionCancelled,
  SubscriptionStatusChanged,
  UserProfileUpdated,
  UserRegistered,
  type EventEnvelope,
} from '@exam/contracts';

export interface EntitledSubscription {
  status: string;
  startDate: string | null;
  nextBillingDate: string | null;
  accessibleContent: readonly string[];
  /** The division-class pair it was bought for ('Abhyudaya-Already passed 12th'); see scopeCovers. */
  scope?: string;
}

export interface OldQuizPurchase {
  status: string;
  subject: string;
  division?: string;
  className?: string;
  /** yyyy-mm-dd, inclusive. */
  from: string;
  to: string;
}

/** What the access decision reads of a learner. */
export interface Entitlement {
  schoolcode: string;
  paidfor: readonly string[];
  subscriptions: readonly EntitledSubscription[];
  purchases: readonly OldQuizPurchase[];
}

/** One document per user. */
export interface EntitlementDoc extends Entitlement {
  _id: string;
  /** Optimistic-concurrency version: facts about one user arrive from two topics at once. */
  v: number;
  subscriptions: Array<EntitledSubscription & { id: string }>;
  purchases: Array<OldQuizPurchase & { orderId: string }>;
  paidfor: string[];
}

export function emptyEntitlement(userId: string): EntitlementDoc {
  return { _id: userId, v: 0, schoolcode: '', paidfor: [], subscriptions: [], purchases: [] };
}

export const ENTITLEMENT_EVENT_TYPES: ReadonlySet<string> = new Set(
  [
    UserRegistered,
    UserProfileUpdated,
    SubscriptionActivated,
    SubscriptionStatusChanged,
    SubscriptionCancelled,
    OldQuizPurchased,
  ].map((d) => d.type),
);

function withSubscription(
  e: EntitlementDoc,
  id: string,
  change: Partial<EntitledSubscription>,
): EntitlementDoc {
  const existing = e.subscriptions.find((s) => s.id === id);
  const next = {
    ...(existing ?? { id, status: 'created', startDate: null, nextBillingDate: null, accessibleContent: [] }),
    ...change,
  };
  const subscriptions = existing
    ? e.subscriptions.map((s) => (s.id === id ? next : s))
    : [...e.subscriptions, next];
  return { ...e, subscriptions };
}

/** Folds one event in. Pure and idempotent: the same event twice gives the same document. */
export function applyEntitlementEvent(e: EntitlementDoc, event: EventEnvelope): EntitlementDoc {
  if (UserRegistered.is(event) || UserProfileUpdated.is(event))
    return { ...e, schoolcode: event.payload.schoolcode };
  if (SubscriptionActivated.is(event)) {
    const p = event.payload;
    const next = withSubscription(e, p.subscriptionId, {
      status: 'active',
      startDate: p.startedAt,
      nextBillingDate: p.nextBillingAt,
      accessibleContent: p.accessibleContent,
      scope: p.paidfor,
    });
    return next.paidfor.includes(p.paidfor) ? next : { ...next, paidfor: [...next.paidfor, p.paidfor] };
  }
  if (SubscriptionStatusChanged.is(event)) {
    const p = event.payload;
    return withSubscription(e, p.subscriptionId, {
      status: p.status,
      ...(p.nextBillingAt ? { nextBillingDate: p.nextBillingAt } : {}),
    });
  }
  if (SubscriptionCancelled.is(event)) {
    const p = event.payload;
    return withSubscription(e, p.subscriptionId, { status: 'cancelled', nextBillingDate: p.accessEndsAt });
  }
  if (OldQuizPurchased.is(event)) {
    const p = event.payload;
    if (e.purchases.some((o) => o.orderId === p.orderId)) return e;
    const order = {
      orderId: p.orderId,
      status: p.status,
      subject: p.subject,
      division: p.division,
      className: p.className,
      from: p.fromDate,
      to: p.toDate,
    };
    return { ...e, purchases: [...e.purchases, order] };
  }
  return e;
}

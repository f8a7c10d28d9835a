import { z } from 'zod';
import { defineEvent, type EventEnvelope } from '../envelope';
import { SUBSCRIPTION_STATUSES } from '../enums';
import { calendarDate, instant, rupees } from '../fields';
import { keyedBy } from '../keys';
import { TOPICS } from '../topics';

const topic = TOPICS.billing;
const isoDate = z.string().datetime({ offset: true });

const createdV1 = z.object({
  subscriptionId: z.string(),
  userId: z.string(),
  plan: z.string(),
  billingCycle: z.string(),
  division: z.string(),
  classs: z.string(),
  totalCount: z.number().int().positive(),
  status: z.literal('created'),
});
const CREATED = 'A subscription was created at the provider and awaits its first payment (status created).';
const PLAN_CHANGES = "the plan's display name (plan) is planName, beside the plan's id (planId)";

export const SubscriptionCreatedV1 = defineEvent({
  type: 'SubscriptionCreated',
  version: 1,
  topic,
  description: CREATED,
  payload: createdV1,
  key: keyedBy.subscription,
  actor: 'person',
});

export const SubscriptionCreated = defineEvent({
  type: 'SubscriptionCreated',
  version: 2,
  topic,
  description: CREATED,
  changes: `Version 2: ${PLAN_CHANGES} (planId is '' in messages read from version 1); classs is className; the price per cycle is priceRupees (0 in messages read from version 1).`,
  readsVersions: [1],
  upcast: (e: EventEnvelope) => {
    const { plan, classs, ...rest } = createdV1.parse(e.payload);
    return { ...rest, planId: '', planName: plan, className: classs, priceRupees: 0 };
  },
  payload: z.object({
    subscriptionId: z.string(),
    userId: z.string(),
    planId: z.string(),
    planName: z.string(),
    billingCycle: z.string(),
    division: z.string(),
    className: z.string(),
    totalCount: z.number().int().positive(),
    priceRupees: rupees('The price of one billing cycle'),
    status: z.literal('created'),
  }),
  key: keyedBy.subscription,
  actor: 'person',
});

const paymentV1 = z.object({
  paymentId: z.string(),
  userId: z.string(),
  purpose: z.enum(['subscription', 'old-quiz-order']),
  subscriptionId: z.string().nullable(),
  orderId: z.string().nullable(),
  amount: z.number().nonnegative(),
  currency: z.string(),
});
const PAYMENT = "A payment's provider signature checked out.";

export const PaymentVerifiedV1 = defineEvent({
  type: 'PaymentVerified',
  version: 1,
  topic,
  description: PAYMENT,
  payload: paymentV1,
  key: { describes: "the payment: `<paymentId>` (the provider's id)", of: (p) => p.paymentId },
  actor: 'person-or-platform',
});

export const PaymentVerified = defineEvent({
  type: 'PaymentVerified',
  version: 2,
  topic,
  description: `${PAYMENT} Keyed by what it pays for, so it is read before the activation or purchase it leads to.`,
  changes:
    'Version 2 names the amount amountRupees (it was amount, in rupees) and is keyed by the subscription or order it pays for (version 1: by the payment id).',
  readsVersions: [1],
  upcast: (e) => {
    const { amount, ...rest } = paymentV1.parse(e.payload);
    return { ...rest, amountRupees: amount };
  },
  payload: paymentV1.omit({ amount: true }).extend({ amountRupees: rupees('The amount paid') }),
  key: {
    describes:
      "what the payment pays for: `<subscriptionId>` or `<orderId>` (the provider's ids), as the subscription's and the order's events",
    of: (p) => p.subscriptionId ?? p.orderId ?? p.paymentId,
  },
  actor: 'person-or-platform',
});

const activatedV1 = z.object({
  subscriptionId: z.string(),
  userId: z.string(),
  plan: z.string(),
  billingCycle: z.string(),
  status: z.literal('active'),
  startDate: isoDate,
  nextBillingDate: isoDate,
  accessibleContent: z.array(z.string()),
  paidfor: z.string(),
  referralCode: z.string(),
});
const ACTIVATED = 'A paid subscription grants access to its subjects until nextBillingAt.';

export const SubscriptionActivatedV1 = defineEvent({
  type: 'SubscriptionActivated',
  version: 1,
  topic,
  description: ACTIVATED,
  payload: activatedV1,
  key: keyedBy.subscription,
  actor: 'person-or-platform',
});

export const SubscriptionActivated = defineEvent({
  type: 'SubscriptionActivated',
  version: 2,
  topic,
  description: ACTIVATED,
  changes: `Version 2: ${PLAN_CHANGES} ('' in messages read from version 1); startDate and nextBillingDate, instants, are startedAt and nextBillingAt.`,
  readsVersions: [1],
  upcast: (e) => {
    const { plan, startDate, nextBillingDate, ...rest } = activatedV1.parse(e.payload);
    return { ...rest, planId: '', planName: plan, startedAt: startDate, nextBillingAt: nextBillingDate };
  },
  payload: z.object({
    subscriptionId: z.string(),
    userId: z.string(),
    planId: z.string(),
    planName: z.string(),
    billingCycle: z.string(),
    status: z.literal('active'),
    startedAt: instant('When access began'),
    nextBillingAt: instant('When the next charge falls due; access lasts until then'),
    accessibleContent: z.array(z.string()),
    /** The paidfor entry it grants, e.g. 'Abhyudaya-Already passed 12th'. */
    paidfor: z.string(),
    referralCode: z.string(),
  }),
  key: keyedBy.subscription,
  actor: 'person-or-platform',
});

const statusChangedV1 = z.object({
  subscriptionId: z.string(),
  userId: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  nextBillingDate: isoDate.nullable(),
  reason: z.string(),
});
const STATUS_CHANGED =
  'A provider fact moved a subscription: a renewal charge (new nextBillingAt), a halt or pending charge (warning), completion or expiry.';

export const SubscriptionStatusChangedV1 = defineEvent({
  type: 'SubscriptionStatusChanged',
  version: 1,
  topic,
  description: STATUS_CHANGED,
  payload: statusChangedV1,
  key: keyedBy.subscription,
  actor: 'person-or-platform',
});

export const SubscriptionStatusChanged = defineEvent({
  type: 'SubscriptionStatusChanged',
  version: 2,
  topic,
  description: STATUS_CHANGED,
  changes: 'Version 2 renames nextBillingDate (an instant) to nextBillingAt.',
  readsVersions: [1],
  upcast: (e) => {
    const { nextBillingDate, ...rest } = statusChangedV1.parse(e.payload);
    return { ...rest, nextBillingAt: nextBillingDate };
  },
  payload: statusChangedV1
    .omit({ nextBillingDate: true })
    .extend({ nextBillingAt: instant('When the next charge falls due').nullable() }),
  key: keyedBy.subscription,
  actor: 'person-or-platform',
});

const cancelledV1 = z.object({
  subscriptionId: z.string(),
  userId: z.string(),
  cancelledAt: isoDate,
  accessUntil: isoDate,
});
const CANCELLED =
  'The learner unsubscribed. Access continues until accessEndsAt (the next billing time), then ends.';

export const SubscriptionCancelledV1 = defineEvent({
  type: 'SubscriptionCancelled',
  version: 1,
  topic,
  description: CANCELLED,
  payload: cancelledV1,
  key: keyedBy.subscription,
  actor: 'person',
});

export const SubscriptionCancelled = defineEvent({
  type: 'SubscriptionCancelled',
  version: 2,
  topic,
  description: CANCELLED,
  changes: 'Version 2 renames accessUntil (an instant) to accessEndsAt.',
  readsVersions: [1],
  upcast: (e) => {
    const { accessUntil, ...rest } = cancelledV1.parse(e.payload);
    return { ...rest, accessEndsAt: accessUntil };
  },
  payload: z.object({
    subscriptionId: z.string(),
    userId: z.string(),
    cancelledAt: instant('When the learner unsubscribed'),
    accessEndsAt: instant('When access ends'),
  }),
  key: keyedBy.subscription,
  actor: 'person',
});

const purchasedV1 = z.object({
  orderId: z.string(),
  userId: z.string(),
  subject: z.string(),
  division: z.string(),
  className: z.string(),
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  weeks: z.number().int().positive(),
  amount: z.number().nonnegative(),
  status: z.literal('success'),
  purchasedAt: isoDate,
});
const PURCHASED = "A paid order unlocks a subject's quizzes created from fromDate to toDate (inclusive).";

export const OldQuizPurchasedV1 = defineEvent({
  type: 'OldQuizPurchased',
  version: 1,
  topic,
  description: PURCHASED,
  payload: purchasedV1,
  key: keyedBy.order,
  actor: 'person-or-platform',
});

export const OldQuizPurchased = defineEvent({
  type: 'OldQuizPurchased',
  version: 2,
  topic,
  description: PURCHASED,
  changes:
    'Version 2 renames from and to (calendar dates in Asia/Kolkata) to fromDate and toDate, and amount (rupees) to amountRupees.',
  readsVersions: [1],
  upcast: (e) => {
    const { from, to, amount, ...rest } = purchasedV1.parse(e.payload);
    return { ...rest, fromDate: from, toDate: to, amountRupees: amount };
  },
  payload: z.object({
    orderId: z.string(),
    userId: z.string(),
    subject: z.string(),
    division: z.string(),
    className: z.string(),
    fromDate: calendarDate('The first day whose quizzes it opens'),
    toDate: calendarDate('The last day whose quizzes it opens (inclusive)'),
    weeks: z.number().int().positive(),
    amountRupees: rupees('The amount paid'),
    status: z.literal('success'),
    purchasedAt: instant('When the payment was recorded'),
  }),
  key: keyedBy.order,
  actor: 'person-or-platform',
});

export const BILLING_EVENTS = [
  SubscriptionCreatedV1,
  SubscriptionCreated,
  PaymentVerifiedV1,
  PaymentVerified,
  SubscriptionActivatedV1,
  SubscriptionActivated,
  SubscriptionStatusChangedV1,
  SubscriptionStatusChanged,
  SubscriptionCancelledV1,
  SubscriptionCancelled,
  OldQuizPurchasedV1,
  OldQuizPurchased,
];

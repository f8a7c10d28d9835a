import { z } from 'zod';
import { defineEvent } from '../envelope';
import { SUBSCRIPTION_STATUSES } from '../enums';
import { TOPICS } from '../topics';

const topic = TOPICS.billing;
const isoDate = z.string().datetime({ offset: true });

export const SubscriptionCreated = defineEvent({
  type: 'SubscriptionCreated',
  version: 1,
  topic,
  description: 'A subscription was created at the provider and awaits its first payment (status created).',
  payload: z.object({
    subscriptionId: z.string(),
    userId: z.string(),
    plan: z.string(),
    billingCycle: z.string(),
    division: z.string(),
    classs: z.string(),
    totalCount: z.number().int().positive(),
    status: z.literal('created'),
  }),
});

export const PaymentVerified = defineEvent({
  type: 'PaymentVerified',
  version: 1,
  topic,
  description: "A payment's provider signature checked out.",
  payload: z.object({
    paymentId: z.string(),
    userId: z.string(),
    purpose: z.enum(['subscription', 'old-quiz-order']),
    subscriptionId: z.string().nullable(),
    orderId: z.string().nullable(),
    /** In rupees. */
    amount: z.number().nonnegative(),
    currency: z.string(),
  }),
});

export const SubscriptionActivated = defineEvent({
  type: 'SubscriptionActivated',
  version: 1,
  topic,
  description: 'A paid subscription grants access to its subjects until nextBillingDate.',
  payload: z.object({
    subscriptionId: z.string(),
    userId: z.string(),
    plan: z.string(),
    billingCycle: z.string(),
    status: z.literal('active'),
    startDate: isoDate,
    nextBillingDate: isoDate,
    accessibleContent: z.array(z.string()),
    /** The paidfor entry it grants, e.g. 'Abhyudaya-Already passed 12th'. */
    paidfor: z.string(),
    referralCode: z.string(),
  }),
});

export const SubscriptionStatusChanged = defineEvent({
  type: 'SubscriptionStatusChanged',
  version: 1,
  topic,
  description:
    'A provider fact moved a subscription: a renewal charge (new nextBillingDate), a halt or pending charge (warning), completion or expiry.',
  payload: z.object({
    subscriptionId: z.string(),
    userId: z.string(),
    status: z.enum(SUBSCRIPTION_STATUSES),
    nextBillingDate: isoDate.nullable(),
    reason: z.string(),
  }),
});

export const SubscriptionCancelled = defineEvent({
  type: 'SubscriptionCancelled',
  version: 1,
  topic,
  description:
    'The learner unsubscribed. Access continues until accessUntil (the next billing date), then ends.',
  payload: z.object({
    subscriptionId: z.string(),
    userId: z.string(),
    cancelledAt: isoDate,
    accessUntil: isoDate,
  }),
});

export const OldQuizPurchased = defineEvent({
  type: 'OldQuizPurchased',
  version: 1,
  topic,
  description: "A paid order unlocks a subject's quizzes created between from and to (inclusive).",
  payload: z.object({
    orderId: z.string(),
    userId: z.string(),
    subject: z.string(),
    division: z.string(),
    className: z.string(),
    /** yyyy-mm-dd, inclusive. */
    from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    weeks: z.number().int().positive(),
    /** In rupees. */
    amount: z.number().nonnegative(),
    status: z.literal('success'),
    purchasedAt: isoDate,
  }),
});

export const BILLING_EVENTS = [
  SubscriptionCreated,
  PaymentVerified,
  SubscriptionActivated,
  SubscriptionStatusChanged,
  SubscriptionCancelled,
  OldQuizPurchased,
];

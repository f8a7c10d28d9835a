import { answerSchema, namedSchema } from '@exam/common';
import { USER_FIELDS } from '../../../users/user-data.answer-schema';

const str = { type: 'string' } as const;
const strings = { type: 'array', items: str } as const;
const nullableStr = { type: 'string', nullable: true } as const;

const PROFILE_SUBSCRIPTION = namedSchema(
  'ProfileSubscription',
  answerSchema({
    id: str,
    plan: str,
    billingCycle: str,
    status: str,
    startDate: nullableStr,
    nextBillingDate: nullableStr,
    accessibleContent: strings,
  }),
);

const PROFILE_PURCHASE_ORDER = namedSchema(
  'ProfilePurchaseOrder',
  answerSchema({
    orderId: str,
    status: str,
    subject: str,
    division: str,
    from: str,
    to: str,
    weeks: { type: 'integer' },
    amount: { type: 'number', description: 'Rupees' },
    purchasedAt: str,
  }),
);

/** getuserbyid (toUserProfileView): the user data, subscriptions, purchase orders, referral code, quizzes. */
export const USER_PROFILE = namedSchema(
  'UserProfile',
  answerSchema({
    ...USER_FIELDS,
    referralCode: nullableStr,
    paidfor: { ...strings, description: 'The scopes the live subscriptions grant' },
    subscriptions: { type: 'array', items: PROFILE_SUBSCRIPTION },
    purchaseOrders: { type: 'array', items: PROFILE_PURCHASE_ORDER },
    completedquizs: strings,
    attemptedquizs: strings,
  }),
);

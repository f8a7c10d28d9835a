import { answerSchema, namedSchema } from '@exam/common';

const text = { type: 'string' } as const;
const time = { type: 'string', format: 'date-time', nullable: true } as const;
const maybe = { type: 'string', nullable: true } as const;

/** A row of the console's refunds list (RefundRow): a subscription refundable now, or a refund made. */
export const REFUND_ROW = namedSchema(
  'RefundRow',
  answerSchema({
    id: text,
    subscriptionId: text,
    userId: text,
    plan: text,
    amount: { type: 'number', description: 'Rupees' },
    currency: text,
    paymentIds: { type: 'array', items: text },
    startDate: time,
    refundableUntil: time,
    premiumQuizzesOpened: { type: 'integer' },
    eligible: { type: 'boolean' },
    refunded: { type: 'boolean', description: 'The platform refunded it itself' },
    refundedAt: time,
    refundId: maybe,
    refundError: { ...maybe, description: 'What the provider answered when it refused the refund' },
    reason: maybe,
  }),
);

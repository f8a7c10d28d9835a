import { answerSchema, namedSchema } from '@exam/common';

const rupees = { type: 'number', description: 'Rupees' } as const;

/** GET /api/admin/billing/overview (BillingOverview). */
export const BILLING_OVERVIEW = namedSchema(
  'BillingOverview',
  answerSchema({
    activeSubscriptions: { type: 'integer' },
    revenueByWeek: {
      type: 'array',
      items: answerSchema({
        week: { type: 'string' },
        subscriptions: rupees,
        orders: rupees,
        total: rupees,
      }),
    },
  }),
);

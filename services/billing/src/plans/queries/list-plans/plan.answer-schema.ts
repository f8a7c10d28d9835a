import { answerSchema, namedSchema } from '@exam/common';

const str = { type: 'string' } as const;
const strings = { type: 'array', items: str } as const;

/** A plan card (toPlanView), with whether the caller has it when a token came. */
export const PLAN = namedSchema(
  'Plan',
  answerSchema(
    {
      id: str,
      plan_id: { type: 'string', description: 'What aepsubscription takes' },
      name: str,
      billingCycle: str,
      division: str,
      classs: str,
      DivisonAndClass: str,
      price: { type: 'number' },
      listPrice: { type: 'number', nullable: true },
      saving: { type: 'number', description: 'Percentage off the list price (0 without one)' },
      currency: str,
      total_count: { type: 'integer' },
      features: strings,
      accessibleContent: strings,
      active: { type: 'boolean' },
      alreadySubscribed: {
        type: 'boolean',
        description: 'With a token: the caller has this plan with a future next billing date',
      },
    },
    ['alreadySubscribed'],
  ),
);

/** A division's plan cards, or none with a message saying so. */
export const PLANS_ANSWER = namedSchema(
  'PlansAnswer',
  answerSchema({ division: str, message: str, plans: { type: 'array', items: PLAN } }),
);

import { api } from '@/lib/api-client';

export interface CreateSubscriptionInput {
  plan_id: string;
  userId: string;
  total_count: number;
  DivisonAndClass: string;
}

/** aepsubscription's answer: the provider subscription id, and how to open its checkout. */
export interface CreatedSubscription {
  data: { id: string };
  message: string;
  key: string;
  checkoutUrl: string | null;
  amount: number;
  currency: string;
}

/** POST /api/payment/aepsubscription (spec section 7). */
export const createSubscription = (input: CreateSubscriptionInput): Promise<CreatedSubscription> =>
  api.post<CreatedSubscription>('/payment/aepsubscription', input);

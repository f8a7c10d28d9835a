import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import type { ApiSchema } from '@exam/web-theme/src/api';

export type CreateSubscriptionInput = ApiSchema<'CreateSubscriptionRequestDto'>;

/** aepsubscription's answer: the provider subscription id, and how to open its checkout. */
export type CreatedSubscription = ApiSchema<'CreatedSubscription'>;

/**
 * POST /api/payment/aepsubscription (spec section 7). A subscription to the plan that still awaits its
 * payment (a checkout closed or declined) comes back in the server's 409 'Already Subscribed': it is the
 * one to pay, so a second one is never made (issue 35).
 */
export async function createSubscription(input: CreateSubscriptionInput): Promise<CreatedSubscription> {
  try {
    return await api.post<CreatedSubscription>('/payment/aepsubscription', input);
  } catch (e) {
    const pending = e instanceof ApiError && e.status === 409 ? e.body?.pending : undefined;
    if (pending) return { ...(pending as Omit<CreatedSubscription, 'message'>), message: '' };
    throw e;
  }
}

/** Nothing cached changes until the payment is verified (useVerifySubscription). */
export const useCreateSubscription = () => useMutation({ mutationFn: createSubscription });

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterPayment } from '@/lib/query-keys';
import type { CheckoutPayment } from '@/lib/checkout';
import type { ApiSchema } from '@exam/web-theme/src/api';

type VerifyBody = ApiSchema<'VerifySubscriptionRequestDto'>;

/** The checkout's fields (sent as they are) and the rest of aepverify's body. */
export type VerifySubscriptionInput = { payment: CheckoutPayment } & Omit<
  VerifyBody,
  'razorpay_subscription_id' | 'razorpay_payment_id' | 'razorpay_signature'
>;

export type VerifiedSubscription = ApiSchema<'VerifiedSubscription'>;

/** POST /api/payment/aepverify: the checkout's ids and signature, plus userId, emailPlan and paidfor. */
export const verifySubscription = ({ payment, ...rest }: VerifySubscriptionInput) =>
  api.post<VerifiedSubscription>('/payment/aepverify', { ...payment, ...rest });

/** Verified or not, what the learner may open and which plans they have are read again. */
export function useVerifySubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifySubscription,
    onSettled: () => refreshAfterPayment(queryClient, { plans: true }),
  });
}

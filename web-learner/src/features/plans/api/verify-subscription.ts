import { api } from '@/lib/api-client';
import type { CheckoutPayment } from '@/lib/checkout';

export interface VerifySubscriptionInput {
  payment: CheckoutPayment;
  userId: string;
  emailPlan: string;
  paidfor: string;
}

export interface VerifiedSubscription {
  message: string;
  referralCode?: string | null;
}

/** POST /api/payment/aepverify: the checkout's ids and signature, plus userId, emailPlan and paidfor. */
export const verifySubscription = ({ payment, ...rest }: VerifySubscriptionInput) =>
  api.post<VerifiedSubscription>('/payment/aepverify', { ...payment, ...rest });

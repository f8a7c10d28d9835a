import { api } from '@/lib/api-client';
import type { CheckoutPayment } from '@/lib/checkout';

/** POST /api/payment/verify-payment: the checkout's order id, payment id and signature. */
export const verifyPayment = (payment: CheckoutPayment) =>
  api.post<{ success: boolean; message: string }>('/payment/verify-payment', payment);

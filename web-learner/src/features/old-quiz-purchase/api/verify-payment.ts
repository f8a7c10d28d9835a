import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterPayment } from '@/lib/query-keys';
import type { CheckoutPayment } from '@/lib/checkout';
import type { ApiAnswer } from '@exam/web-theme/src/api';

/** POST /api/payment/verify-payment: the checkout's order id, payment id and signature. */
export const verifyPayment = (payment: CheckoutPayment) =>
  api.post<ApiAnswer<'/api/payment/verify-payment', 'post'>>('/payment/verify-payment', payment);

/**
 * A verified purchase opens old quizzes: the profile, the lists and the quizzes are read again (not waited
 * for: the success message shows at once).
 */
export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    onSuccess: () => void refreshAfterPayment(queryClient),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterPayment } from '@/lib/query-keys';
import type { ApiAnswer, ApiSchema } from '@exam/web-theme/src/api';

/** POST /api/payment/unsubscribe: cancels at the cycle's end; the answer says until when access lasts. */
export const unsubscribe = (input: ApiSchema<'UnsubscribeRequestDto'>) =>
  api.post<ApiAnswer<'/api/payment/unsubscribe', 'post'>>('/payment/unsubscribe', input);

export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribe,
    onSuccess: () => refreshAfterPayment(queryClient, { plans: true }),
  });
}

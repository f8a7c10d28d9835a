import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterPayment } from '@/lib/query-keys';
import type { ApiSchema } from '@/types/api-schema';

/** POST /api/payment/unsubscribe: cancels at the cycle's end; the answer says until when access lasts. */
export const unsubscribe = (input: ApiSchema<'UnsubscribeRequestDto'>) =>
  api.post<{ message: string; accessUntil?: string }>('/payment/unsubscribe', input);

export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribe,
    onSuccess: () => refreshAfterPayment(queryClient, { plans: true }),
  });
}

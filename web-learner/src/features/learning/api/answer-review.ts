import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { ApiAnswer, ApiBody } from '@exam/web-theme/src/api';

/** POST /api/learning/reviews: the server judges the practice answer and reschedules the question. */
export const answerReview = (input: ApiBody<'/api/learning/reviews', 'post'>) =>
  api.post<ApiAnswer<'/api/learning/reviews', 'post'>>('/learning/reviews', input);

export function useAnswerReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerReview,
    // The lists and counts change; the running session keeps its own list (its key is left alone).
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: [queryRoots.learning],
        predicate: (q) => q.queryKey[1] !== 'practice',
      }),
  });
}

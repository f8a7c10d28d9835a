import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { ApiAnswer } from '@exam/web-theme/src/api';

export type PercentileAnswer = ApiAnswer<'/api/users/percentile/{quizName}/{userId}', 'get'>;

/** GET /api/users/percentile/{quizName}/{userId} (spec section 7). */
export const getPercentile = (quizName: string, userId: string) =>
  api.get<PercentileAnswer>(
    `/users/percentile/${encodeURIComponent(quizName)}/${encodeURIComponent(userId)}`,
  );

/** Asked only when the learner presses Calculate Percentile (`enabled`). */
export function usePercentile(quizName: string, userId: string, enabled: boolean) {
  return useQuery({
    queryKey: [queryRoots.percentile, quizName, userId],
    queryFn: () => getPercentile(quizName, userId),
    enabled,
    // Not kept: a key correction or new candidates move the percentile, and it is asked only on demand.
    staleTime: 0,
  });
}

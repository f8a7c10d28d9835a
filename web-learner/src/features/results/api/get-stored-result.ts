import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { ApiAnswer } from '@exam/web-theme/src/api';

/** The learner's latest stored completion of a quiz, as attempts scores it now (re-scored after a key correction). */
export type StoredResult = ApiAnswer<'/api/attempts/result/{quizId}', 'get'>;

/** GET /api/attempts/result/{quizId}: the signed-in learner's stored result (404 when none). */
export const getStoredResult = (quizId: string) =>
  api.get<StoredResult>(`/attempts/result/${encodeURIComponent(quizId)}`);

export const getStoredResultQueryOptions = (quizId: string, userId: string) =>
  queryOptions({
    queryKey: [queryRoots.storedResult, quizId, userId],
    queryFn: () => getStoredResult(quizId),
    retry: false,
    // Always asked again: an answer-key correction re-scores stored results at any time.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

/** Asked when the result screen opens; the screen keeps the completequiz answer until (and unless) it comes. */
export function useStoredResult(quizId: string, userId: string, enabled: boolean) {
  return useQuery({ ...getStoredResultQueryOptions(quizId, userId), enabled });
}

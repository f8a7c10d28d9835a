import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { ExamResult } from '../types';

/** GET /api/exams/{quizId}/result. */
export const getExamResult = (quizId: string) =>
  api.get<ExamResult>(`/exams/${encodeURIComponent(quizId)}/result`);

/**
 * Asked again until everything is in: a live mock's result is released at its close (asked every few
 * seconds meanwhile); the rank comes a moment after submitting.
 */
export function useExamResult(quizId: string) {
  return useQuery({
    queryKey: [queryRoots.exam, quizId, 'result'],
    queryFn: () => getExamResult(quizId),
    staleTime: 0,
    refetchInterval: (q) => {
      const r = q.state.data;
      if (!r) return false;
      if (!r.released) return 3_000;
      return r.rank === null ? 1_500 : false;
    },
  });
}

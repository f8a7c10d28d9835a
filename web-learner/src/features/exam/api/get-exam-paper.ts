import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { QuizDetail } from '@/types/quiz';

/**
 * POST /api/quizs/getquizbyid: an exam's paper. Until the learner may see the key (their session submitted,
 * or a live mock closed) the server sends it without the key and explanations (`keyReleased: false`).
 */
export const getExamPaper = (quizId: string) =>
  api.post<QuizDetail>('/quizs/getquizbyid', { quizid: quizId });

export const examPaperQueryOptions = (quizId: string) =>
  queryOptions({
    queryKey: [queryRoots.exam, quizId, 'paper'],
    queryFn: () => getExamPaper(quizId),
    staleTime: 5 * 60_000,
  });

/** The paper with its key, for the result: asked again while the server has not released the key yet. */
export function useReleasedPaper(quizId: string, enabled: boolean) {
  return useQuery({
    queryKey: [queryRoots.exam, quizId, 'released-paper'],
    queryFn: () => getExamPaper(quizId),
    enabled,
    refetchInterval: (q) =>
      q.state.data?.keyReleased === false && q.state.dataUpdateCount < 20 ? 1_500 : false,
  });
}

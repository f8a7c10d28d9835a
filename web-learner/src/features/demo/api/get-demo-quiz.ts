import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { QueryConfig } from '@/lib/react-query';
import type { DemoQuiz } from '../types';

/** POST /api/quizs/getDemoQuizbyId: a free exploratory quiz with its questions, for anyone (spec 7). */
export const getDemoQuiz = (quizid: string): Promise<DemoQuiz> =>
  api.post<DemoQuiz>('/quizs/getDemoQuizbyId', { quizid });

export const getDemoQuizQueryOptions = (quizid: string) =>
  queryOptions({
    queryKey: [queryRoots.quiz, 'demo', quizid],
    queryFn: () => getDemoQuiz(quizid),
    // A demo is read once per visit; keep it while the visitor plays.
    staleTime: Infinity,
  });

export function useDemoQuiz(quizid: string, config: QueryConfig<typeof getDemoQuizQueryOptions> = {}) {
  return useQuery({ ...getDemoQuizQueryOptions(quizid), ...config });
}

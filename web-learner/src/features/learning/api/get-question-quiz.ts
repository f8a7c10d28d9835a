import { queryOptions, useQueries } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { QuizDetail } from '@/types/quiz';

/** The quizzes a list of questions comes from (getquizbyid / getKyebyeQuizById, spec section 7). */
export const getQuestionQuiz = (quizId: string, kind: 'quiz' | 'kyebye') =>
  api.post<QuizDetail>(kind === 'kyebye' ? '/KyebyeQuiz/getKyebyeQuizById' : '/quizs/getquizbyid', {
    quizid: quizId,
  });

const options = (quizId: string, kind: 'quiz' | 'kyebye') =>
  queryOptions({
    // The player's key for the same quiz: one copy in the cache.
    queryKey: [queryRoots.quiz, quizId, kind],
    queryFn: () => getQuestionQuiz(quizId, kind),
    staleTime: 5 * 60_000,
    retry: 1,
  });

/** Each distinct quiz once; the answer maps quizId to its query. */
export function useQuestionQuizzes(refs: ReadonlyArray<{ quizId: string; kind: 'quiz' | 'kyebye' }>) {
  const unique = [...new Map(refs.map((r) => [r.quizId, r])).values()];
  const results = useQueries({ queries: unique.map((r) => options(r.quizId, r.kind)) });
  return new Map(unique.map((r, i) => [r.quizId, results[i]]));
}

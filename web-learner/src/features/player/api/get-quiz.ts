import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { KYE_BYE, type QuizDetail } from '@/types/quiz';

/** POST /api/quizs/getquizbyid, or /api/KyebyeQuiz/getKyebyeQuizById for Kye Bye (spec section 7). */
export const getQuiz = (quizId: string, division?: string): Promise<QuizDetail> =>
  api.post<QuizDetail>(division === KYE_BYE ? '/KyebyeQuiz/getKyebyeQuizById' : '/quizs/getquizbyid', {
    quizid: quizId,
  });

export const getQuizQueryOptions = (quizId: string, division?: string) =>
  queryOptions({
    queryKey: [queryRoots.quiz, quizId, division === KYE_BYE ? 'kyebye' : 'quiz'],
    queryFn: () => getQuiz(quizId, division),
    staleTime: 5 * 60_000,
  });

export function useQuiz(quizId: string | undefined, division?: string) {
  return useQuery({ ...getQuizQueryOptions(quizId ?? '', division), enabled: !!quizId });
}

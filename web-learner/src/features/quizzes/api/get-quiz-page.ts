import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { QueryConfig } from '@/lib/react-query';
import type { ApiSchema } from '@exam/web-theme/src/api';

/** The quiz list's filters as the paged list call takes them ('All' means no filter). */
export interface QuizPageParams {
  difficulty: string;
  subject: string;
  chapter: string;
  month: string;
  search: string;
  division: string;
  classs: string;
  page: number;
  pageSize: number;
}

export type QuizPage = ApiSchema<'QuizPage'>;

/**
 * GET /api/quizs/getquizpage: getfilteredquizs one page at a time (a list of 10,000 quizzes stays fast), with
 * the server's access answer (canOpen, lockReason) for each card.
 */
export const getQuizPage = (p: QuizPageParams, signal?: AbortSignal): Promise<QuizPage> =>
  api.get<QuizPage>(
    '/quizs/getquizpage',
    { ...p, search: p.search.trim() || undefined, schoolcode: 'OpenSchool', email: '' },
    signal,
  );

export const getQuizPageQueryOptions = (p: QuizPageParams) =>
  queryOptions({
    queryKey: [queryRoots.quizzes, 'page', p],
    queryFn: ({ signal }) => getQuizPage(p, signal),
    // The cards stay while the next page loads; no flash of skeletons between pages.
    placeholderData: keepPreviousData,
  });

export function useQuizPage(p: QuizPageParams, config: QueryConfig<typeof getQuizPageQueryOptions> = {}) {
  return useQuery({ ...getQuizPageQueryOptions(p), ...config });
}

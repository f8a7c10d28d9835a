import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { SubjectChapter } from './types';
import type { ApiSchema } from '@exam/web-theme/src/api';

export interface MistakesFilter extends SubjectChapter {
  due: 'all' | 'today';
  page: number;
}

export type MistakesPage = ApiSchema<'MistakesPage'>;

/** GET /api/learning/mistakes: one page of My Mistakes. */
export const getMistakes = (f: MistakesFilter) =>
  api.get<MistakesPage>('/learning/mistakes', { ...f, pageSize: 20 });

export const useMistakes = (f: MistakesFilter) =>
  useQuery(
    queryOptions({
      queryKey: [queryRoots.learning, 'mistakes', f],
      queryFn: () => getMistakes(f),
      placeholderData: keepPreviousData,
    }),
  );

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export interface NotebookSummary {
  total: number;
  dueToday: number;
  streak: number;
  reviewedToday: boolean;
}

/** GET /api/learning/summary: 'N questions due today' and the streak. */
export const getNotebookSummary = () => api.get<NotebookSummary>('/learning/summary');

export const useNotebookSummary = () =>
  useQuery(queryOptions({ queryKey: [queryRoots.learning, 'summary'], queryFn: getNotebookSummary }));

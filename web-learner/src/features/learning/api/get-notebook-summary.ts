import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { ApiSchema } from '@exam/web-theme/src/api';

export type NotebookSummary = ApiSchema<'NotebookSummary'>;

/** GET /api/learning/summary: 'N questions due today' and the streak. */
export const getNotebookSummary = () => api.get<NotebookSummary>('/learning/summary');

export const useNotebookSummary = () =>
  useQuery(queryOptions({ queryKey: [queryRoots.learning, 'summary'], queryFn: getNotebookSummary }));

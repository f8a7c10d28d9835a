import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { ResultInsights } from '@/components/learning/insights';

export type { ResultInsights, WhatIf } from '@/components/learning/insights';

/** GET /api/attempts/insights/{attemptId}: computed by the server from the stored result. */
export const getResultInsights = (attemptId: string) =>
  api.get<ResultInsights>(`/attempts/insights/${encodeURIComponent(attemptId)}`);

export const useResultInsights = (attemptId: string) =>
  useQuery(
    queryOptions({
      queryKey: [queryRoots.learning, 'insights', attemptId],
      queryFn: () => getResultInsights(attemptId),
      // Asked again like the stored result: a corrected key changes it.
      staleTime: 0,
    }),
  );

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { ApiSchema } from '@exam/web-theme/src/api';

/** One of the learner's reports, as 'My reports' shows it. */
export type MyReport = ApiSchema<'LearnerReport'>;

/** GET /api/reports/mine: the signed-in learner's reports, newest first. */
export const getMyReports = () => api.get<MyReport[]>('/reports/mine');

export const getMyReportsQueryOptions = () =>
  queryOptions({ queryKey: [queryRoots.reports, 'mine'], queryFn: getMyReports, staleTime: 30_000 });

export const useMyReports = (enabled = true) => useQuery({ ...getMyReportsQueryOptions(), enabled });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { ApiAnswer } from '@exam/web-theme/src/api';

/** The dashboard data of spec section 3. */
export type DashboardData = ApiAnswer<'/api/users/dashboardgetuserbyid/{userId}', 'get'>;
export type CatalogEntry = DashboardData['quizs'][number];

/** GET /api/users/dashboardgetuserbyid/{userId}. */
export const getDashboard = (userId: string) =>
  api.get<DashboardData>(`/users/dashboardgetuserbyid/${encodeURIComponent(userId)}`);

export const getDashboardQueryOptions = (userId: string) =>
  queryOptions({ queryKey: [queryRoots.dashboard, userId], queryFn: () => getDashboard(userId) });

export const useDashboard = (userId: string) => useQuery(getDashboardQueryOptions(userId));

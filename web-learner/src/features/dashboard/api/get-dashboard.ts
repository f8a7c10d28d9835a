import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export interface CatalogEntry {
  _id: string;
  division: string;
  subject: string;
}

/** The dashboard data of spec section 3. */
export interface DashboardData {
  quizs: CatalogEntry[];
  kyebyequizzes: CatalogEntry[];
  attemptedquizs: string[];
  attemptedkyebyequizzes: string[];
  completedquizs: string[];
  completedkyebyequizzes: string[];
}

/** GET /api/users/dashboardgetuserbyid/{userId}. */
export const getDashboard = (userId: string) =>
  api.get<DashboardData>(`/users/dashboardgetuserbyid/${encodeURIComponent(userId)}`);

export const getDashboardQueryOptions = (userId: string) =>
  queryOptions({ queryKey: [queryRoots.dashboard, userId], queryFn: () => getDashboard(userId) });

export const useDashboard = (userId: string) => useQuery(getDashboardQueryOptions(userId));

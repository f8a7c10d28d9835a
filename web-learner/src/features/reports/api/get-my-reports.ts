import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { ReportReason, ReportStatus } from '../reasons';

/** One of the learner's reports, as 'My reports' shows it. */
export interface MyReport {
  id: string;
  quizId: string;
  kind: 'quiz' | 'kyebye';
  quizName: string;
  questionIndex: number;
  questionNumber: number;
  reason: ReportReason;
  comment: string;
  status: ReportStatus;
  reply: string;
  reportedAt: string;
  resolvedAt: string | null;
  keyCorrectedAt: string | null;
}

/** GET /api/reports/mine: the signed-in learner's reports, newest first. */
export const getMyReports = () => api.get<MyReport[]>('/reports/mine');

export const getMyReportsQueryOptions = () =>
  queryOptions({ queryKey: [queryRoots.reports, 'mine'], queryFn: getMyReports, staleTime: 30_000 });

export const useMyReports = (enabled = true) => useQuery({ ...getMyReportsQueryOptions(), enabled });

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { ReportReason } from '../reasons';
import type { MyReport } from './get-my-reports';

export interface ReportQuestionBody {
  quizId: string;
  kind: 'quiz' | 'kyebye';
  questionIndex: number;
  reason: ReportReason;
  comment?: string;
}

/** POST /api/reports: 409 when this learner's report of it for that reason is still open, 429 on a burst. */
export const reportQuestion = (body: ReportQuestionBody) => api.post<MyReport>('/reports', body);

export function useReportQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reportQuestion,
    onSuccess: () => client.invalidateQueries({ queryKey: [queryRoots.reports] }),
  });
}

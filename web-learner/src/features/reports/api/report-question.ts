import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { MyReport } from './get-my-reports';
import type { ApiSchema } from '@/types/api-schema';

export type ReportQuestionBody = ApiSchema<'ReportQuestionRequestDto'>;

/** POST /api/reports: 409 when this learner's report of it for that reason is still open, 429 on a burst. */
export const reportQuestion = (body: ReportQuestionBody) => api.post<MyReport>('/reports', body);

export function useReportQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reportQuestion,
    onSuccess: () => client.invalidateQueries({ queryKey: [queryRoots.reports] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getMyReportsQueryOptions, type MyReport } from './get-my-reports';
import type { ApiSchema } from '@exam/web-theme/src/api';

export type ReportQuestionBody = ApiSchema<'ReportQuestionRequestDto'>;

/** POST /api/reports: 409 when this learner's report of it for that reason is still open, 429 on a burst. */
export const reportQuestion = (body: ReportQuestionBody) => api.post<MyReport>('/reports', body);

export function useReportQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reportQuestion,
    // The answer is the stored report; the list is a projection a moment behind, so a refetch now could
    // miss it (and the dialog would offer the same reason again): put the answer in the list instead.
    onSuccess: (report) => {
      const mine = getMyReportsQueryOptions().queryKey;
      if (client.getQueryData(mine))
        client.setQueryData(mine, (old) => [report, ...(old ?? []).filter((r) => r.id !== report.id)]);
      else void client.invalidateQueries({ queryKey: mine });
    },
  });
}

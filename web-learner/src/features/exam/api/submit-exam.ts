import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { ExamSession } from '../types';

/**
 * POST /api/exams/{quizId}/submit: the server scores what was saved; submitting again changes nothing.
 * `atZero`: the countdown ran out (the server marks it automatic if its deadline agrees).
 */
export const submitExam = (quizId: string, atZero = false) =>
  api.post<ExamSession>(`/exams/${encodeURIComponent(quizId)}/submit`, { atZero });

/** After it, the quiz list and dashboard count the exam as completed, and its result is there to read. */
export function useSubmitExam(quizId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (atZero: boolean) => submitExam(quizId, atZero),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [queryRoots.profile] });
      void queryClient.invalidateQueries({ queryKey: [queryRoots.exam, quizId, 'result'] });
    },
  });
}

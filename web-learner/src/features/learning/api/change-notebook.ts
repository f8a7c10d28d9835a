import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { QuestionRef } from '@/components/learning/question-tools';
import type { ApiAnswer } from '@exam/web-theme/src/api';

/** POST /api/learning/mistakes (add by hand) or DELETE /api/learning/mistakes/{quizId}/{index}. */
export const changeNotebook = ({ add, quizId, index }: QuestionRef & { add: boolean }) =>
  add
    ? api.post<ApiAnswer<'/api/learning/mistakes', 'post'>>('/learning/mistakes', { quizId, index })
    : api.delete<ApiAnswer<'/api/learning/mistakes/{quizId}/{index}', 'delete'>>(
        `/learning/mistakes/${encodeURIComponent(quizId)}/${index}`,
      );

export function useChangeNotebook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeNotebook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [queryRoots.learning, 'mistakes'] }),
  });
}

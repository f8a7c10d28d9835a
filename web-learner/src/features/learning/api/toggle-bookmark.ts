import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { QuestionRef } from '@/components/learning/question-tools';
import { bookmarksKey, type BookmarksView } from './get-bookmarks';
import type { ApiAnswer } from '@exam/web-theme/src/api';

/** POST /api/learning/bookmarks or DELETE /api/learning/bookmarks/{quizId}/{index}. */
export const toggleBookmark = ({ quizId, index, on }: QuestionRef & { on: boolean }) =>
  on
    ? api.post<ApiAnswer<'/api/learning/bookmarks', 'post'>>('/learning/bookmarks', { quizId, index })
    : api.delete<ApiAnswer<'/api/learning/bookmarks/{quizId}/{index}', 'delete'>>(
        `/learning/bookmarks/${encodeURIComponent(quizId)}/${index}`,
      );

/**
 * Shown at once: the unfiltered list (what the buttons read) is updated in place and kept, since the server's
 * list is projected from the event a moment later; the filtered lists are read again.
 */
export function useToggleBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleBookmark,
    onMutate: async ({ quizId, index, on }) => {
      const key = bookmarksKey();
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<BookmarksView>(key);
      if (before) {
        const rest = before.bookmarks.filter((b) => !(b.quizId === quizId && b.index === index));
        const added = {
          quizId,
          index,
          kind: 'quiz' as const,
          quizName: '',
          subject: '',
          chapter: '',
          addedAt: Date.now(),
        };
        queryClient.setQueryData<BookmarksView>(key, { ...before, bookmarks: on ? [...rest, added] : rest });
      }
      return { before };
    },
    onError: (_e, _v, context) => {
      if (context?.before) queryClient.setQueryData(bookmarksKey(), context.before);
    },
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: bookmarksKey().slice(0, 2),
        predicate: (q) => Object.keys((q.queryKey[2] ?? {}) as object).length > 0,
        refetchType: 'none',
      }),
  });
}

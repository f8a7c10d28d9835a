import { useQuery } from '@tanstack/react-query';
import { queryRoots } from '@/lib/query-keys';
import { playerStore, progressKey } from '../store/player-db';

/** The attempt kept on this device for a learner and quiz, read fresh each time the page opens. */
export function useSavedProgress(userId: string | undefined, quizId: string | undefined) {
  return useQuery({
    queryKey: [queryRoots.quiz, 'progress', userId, quizId],
    queryFn: async () => (await (await playerStore()).getProgress(progressKey(userId!, quizId!))) ?? null,
    enabled: !!userId && !!quizId,
    gcTime: 0,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

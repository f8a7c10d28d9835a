import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { ApiSchema } from '@exam/web-theme/src/api';

export type MyChallenge = ApiSchema<'MyChallenge'>;

export type KeyStatus = ApiSchema<'KeyStatus'>;

/** GET /api/key-challenges/{quizId}: the live mock's key stage and window, and the learner's challenges. */
export const getKeyStatus = (quizId: string) =>
  api.get<KeyStatus>(`/key-challenges/${encodeURIComponent(quizId)}`);

export const keyStatusKey = (quizId: string) => [queryRoots.keyChallenges, quizId];

/** Asked again every minute while the window is open: the editor may publish the final key meanwhile. */
export function useKeyStatus(quizId: string) {
  return useQuery({
    queryKey: keyStatusKey(quizId),
    queryFn: () => getKeyStatus(quizId),
    refetchInterval: (q) => (q.state.data?.stage === 'final' ? false : 60_000),
  });
}

import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { ChallengeReason } from '../reasons';

export interface MyChallenge {
  questionIndex: number;
  reason: ChallengeReason;
  explanation: string;
  challengedAt: string;
}

export interface KeyStatus {
  quizId: string;
  stage: 'withheld' | 'provisional' | 'final';
  closesAt: string;
  windowEndsAt: string;
  windowOpen: boolean;
  canChallenge: boolean;
  publishedAt: string | null;
  changed: number[];
  dropped: number[];
  mine: MyChallenge[];
}

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

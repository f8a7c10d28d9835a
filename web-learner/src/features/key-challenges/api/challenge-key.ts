import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { keyStatusKey, type MyChallenge } from './get-key-status';
import type { ApiSchema } from '@exam/web-theme/src/api';

export type ChallengeKeyBody = ApiSchema<'ChallengeKeyRequestDto'>;

/** POST /api/key-challenges/{quizId}: a second challenge of a question replaces the first. */
export const challengeKey = (quizId: string, body: ChallengeKeyBody) =>
  api.post<MyChallenge>(`/key-challenges/${encodeURIComponent(quizId)}`, body);

export function useChallengeKey(quizId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChallengeKeyBody) => challengeKey(quizId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: keyStatusKey(quizId) }),
  });
}

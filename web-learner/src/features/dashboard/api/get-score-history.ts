import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { ApiAnswer } from '@exam/web-theme/src/api';

type ScoreHistory = ApiAnswer<'/api/attempts/score-history/{userId}', 'get'>;
export type ScorePoint = ScoreHistory['points'][number];

/** GET /api/attempts/score-history/{userId}: the learner's latest completions, oldest first. */
export const getScoreHistory = (userId: string) =>
  api.get<ScoreHistory>(`/attempts/score-history/${encodeURIComponent(userId)}`);

export const useScoreHistory = (userId: string) =>
  useQuery(
    queryOptions({
      queryKey: [queryRoots.dashboard, userId, 'score-history'],
      queryFn: () => getScoreHistory(userId),
    }),
  );

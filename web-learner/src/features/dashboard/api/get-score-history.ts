import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export interface ScorePoint {
  quizId: string;
  quizName: string;
  subject: string;
  completedAt: string;
  score: number;
  totalQuestions: number;
  correctAnswers: number;
  percent: number;
}

/** GET /api/attempts/score-history/{userId}: the learner's latest completions, oldest first. */
export const getScoreHistory = (userId: string) =>
  api.get<{ points: ScorePoint[] }>(`/attempts/score-history/${encodeURIComponent(userId)}`);

export const useScoreHistory = (userId: string) =>
  useQuery(
    queryOptions({
      queryKey: [queryRoots.dashboard, userId, 'score-history'],
      queryFn: () => getScoreHistory(userId),
    }),
  );

import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

interface Placing {
  score: number;
  rank: number;
  percentile: number;
}

export interface KeyNotice {
  quizId: string;
  quizName: string;
  publishedAt: string;
  before: Placing;
  after: Placing;
  candidates: number;
  /** Dropped questions (0-based) the learner was given full marks for. */
  bonus: number[];
}

/** GET /api/exams/key-notices: live mocks whose final key changed the learner's score or rank. */
export const getKeyNotices = () => api.get<KeyNotice[]>('/exams/key-notices');

export function useKeyNotices() {
  return useQuery({ queryKey: [queryRoots.keyChallenges, 'notices'], queryFn: getKeyNotices });
}

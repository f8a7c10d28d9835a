import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { ApiSchema } from '@exam/web-theme/src/api';

export type KeyNotice = ApiSchema<'KeyNotice'>;

/** GET /api/exams/key-notices: live mocks whose final key changed the learner's score or rank. */
export const getKeyNotices = () => api.get<KeyNotice[]>('/exams/key-notices');

export function useKeyNotices() {
  return useQuery({ queryKey: [queryRoots.keyChallenges, 'notices'], queryFn: getKeyNotices });
}

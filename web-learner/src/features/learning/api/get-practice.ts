import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { PracticeEntry } from './types';

/** GET /api/learning/practice: the due questions, or the chapters' notebook questions and recent quizzes. */
export const getPractice = (chapters: string[]) =>
  api.get<{ entries: PracticeEntry[] }>('/learning/practice', {
    limit: 20,
    chapters: chapters.length ? chapters.join('|') : undefined,
  });

/** Fetched once per session: answering reschedules questions, and the session keeps its own list. */
export const usePractice = (chapters: string[]) =>
  useQuery(
    queryOptions({
      queryKey: [queryRoots.learning, 'practice', chapters],
      queryFn: () => getPractice(chapters),
      staleTime: Infinity,
      refetchOnWindowFocus: false,
    }),
  );

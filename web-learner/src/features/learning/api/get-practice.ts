import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { NotebookEntry } from './types';

/** GET /api/learning/practice: the due questions, or every question of the chapters named. */
export const getPractice = (chapters: string[]) =>
  api.get<{ entries: NotebookEntry[] }>('/learning/practice', {
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

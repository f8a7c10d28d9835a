import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { ApiSchema } from '@exam/web-theme/src/api';

export type Chapter = ApiSchema<'Chapter'>;

/** GET /api/chapters/fetchchaptersfilter (spec section 7): the subject is omitted when it is All. */
export const getChapters = (p: { division: string; subject: string; classs: string }): Promise<Chapter[]> =>
  api.get<Chapter[]>('/chapters/fetchchaptersfilter', {
    division: p.division,
    subject: p.subject === 'All' ? undefined : p.subject,
    classs: p.classs,
  });

export const getChaptersQueryOptions = (p: { division: string; subject: string; classs: string }) =>
  queryOptions({
    queryKey: [queryRoots.chapters, p],
    queryFn: () => getChapters(p),
    staleTime: 5 * 60_000,
  });

export function useChapters(p: { division: string; subject: string; classs: string }) {
  return useQuery(getChaptersQueryOptions(p));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { SubjectChapter } from './types';
import type { ApiSchema } from '@exam/web-theme/src/api';

export type BookmarksView = ApiSchema<'BookmarksView'>;

/** GET /api/learning/bookmarks: the learner's bookmarks, from the server (the same on every device). */
export const getBookmarks = (f: SubjectChapter = {}) =>
  api.get<BookmarksView>('/learning/bookmarks', { ...f });

export const bookmarksKey = (f: SubjectChapter = {}) => [queryRoots.learning, 'bookmarks', f] as const;

export const useBookmarks = (f: SubjectChapter = {}) =>
  useQuery(queryOptions({ queryKey: bookmarksKey(f), queryFn: () => getBookmarks(f) }));

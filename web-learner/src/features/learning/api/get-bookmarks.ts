import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { Bookmark, SubjectChapter } from './types';

export interface BookmarksView {
  bookmarks: Bookmark[];
  subjects: string[];
  chapters: string[];
}

/** GET /api/learning/bookmarks: the learner's bookmarks, from the server (the same on every device). */
export const getBookmarks = (f: SubjectChapter = {}) =>
  api.get<BookmarksView>('/learning/bookmarks', { ...f });

export const bookmarksKey = (f: SubjectChapter = {}) => [queryRoots.learning, 'bookmarks', f] as const;

export const useBookmarks = (f: SubjectChapter = {}) =>
  useQuery(queryOptions({ queryKey: bookmarksKey(f), queryFn: () => getBookmarks(f) }));

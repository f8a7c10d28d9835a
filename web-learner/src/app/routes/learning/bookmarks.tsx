import { BookmarksScreen } from '@/features/learning';

/** Bookmarks (issue 32). */
export default function Route() {
  return <BookmarksScreen />;
}

import { Query } from '@nestjs/cqrs';
import type { Bookmark } from '../../persistence/bookmarks.read-model';

export interface BookmarksView {
  bookmarks: Bookmark[];
  subjects: string[];
  chapters: string[];
}

export class GetBookmarksQuery extends Query<BookmarksView> {
  constructor(
    readonly userId: string,
    readonly subject?: string,
    readonly chapter?: string,
  ) {
    super();
  }
}

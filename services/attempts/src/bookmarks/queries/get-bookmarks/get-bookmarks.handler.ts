import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BookmarksReadModel } from '../../persistence/bookmarks.read-model';
import { GetBookmarksQuery, type BookmarksView } from './get-bookmarks.query';

const distinct = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

/** The learner's bookmarks, grouped as the notebook is (subject, chapter, newest first): one lookup by _id. */
@QueryHandler(GetBookmarksQuery)
export class GetBookmarksHandler implements IQueryHandler<GetBookmarksQuery> {
  constructor(private readonly store: BookmarksReadModel) {}

  async execute({ userId, subject, chapter }: GetBookmarksQuery): Promise<BookmarksView> {
    const doc = await this.store.bookmarks().findOne({ _id: userId });
    const all = Object.values(doc?.b ?? {});
    const inSubject = all.filter((b) => !subject || b.subject === subject);
    return {
      bookmarks: inSubject
        .filter((b) => !chapter || b.chapter === chapter)
        .sort(
          (a, b) =>
            a.subject.localeCompare(b.subject) ||
            a.chapter.localeCompare(b.chapter) ||
            b.addedAt - a.addedAt ||
            a.index - b.index,
        ),
      subjects: distinct(all.map((b) => b.subject)),
      chapters: distinct(inSubject.map((b) => b.chapter)),
    };
  }
}

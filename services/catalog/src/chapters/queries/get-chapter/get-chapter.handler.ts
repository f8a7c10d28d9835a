import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '@exam/common';
import { CHAPTER_NOT_FOUND, chapterIdOf } from '../../chapter-id';
import { toChapterRecord } from '../../chapter.view';
import { ChaptersRepository } from '../../persistence/chapters.repository';
import { GetChapterQuery } from './get-chapter.query';

@QueryHandler(GetChapterQuery)
export class GetChapterHandler implements IQueryHandler<GetChapterQuery> {
  constructor(private readonly repo: ChaptersRepository) {}

  async execute({ chapterId }: GetChapterQuery) {
    const doc = await this.repo.chapters().findOne({ _id: chapterIdOf(chapterId) });
    if (!doc) throw notFound(CHAPTER_NOT_FOUND);
    return toChapterRecord(doc);
  }
}

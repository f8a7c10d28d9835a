import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound } from '@exam/common';
import { CHAPTER_NOT_FOUND, chapterIdOf } from '../../chapter-id';
import { toChapterRecord } from '../../chapter.view';
import { ChaptersRepository } from '../../persistence/chapters.repository';
import { DeleteChapterCommand } from './delete-chapter.command';

@CommandHandler(DeleteChapterCommand)
export class DeleteChapterHandler implements ICommandHandler<DeleteChapterCommand> {
  constructor(private readonly repo: ChaptersRepository) {}

  async execute({ chapterId }: DeleteChapterCommand) {
    const doc = await this.repo.chapters().findOneAndDelete({ _id: chapterIdOf(chapterId) });
    if (!doc) throw notFound(CHAPTER_NOT_FOUND);
    return toChapterRecord(doc);
  }
}

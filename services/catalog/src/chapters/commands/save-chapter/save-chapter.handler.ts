import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ObjectId } from 'mongodb';
import { notFound } from '@exam/common';
import { CLASS_PASSED_12TH } from '@exam/contracts';
import { CHAPTER_NOT_FOUND, chapterIdOf } from '../../chapter-id';
import { toChapterRecord } from '../../chapter.view';
import { ChaptersRepository, type ChapterDoc } from '../../persistence/chapters.repository';
import { SaveChapterCommand } from './save-chapter.command';

@CommandHandler(SaveChapterCommand)
export class SaveChapterHandler implements ICommandHandler<SaveChapterCommand> {
  constructor(private readonly repo: ChaptersRepository) {}

  async execute({ chapterId, fields }: SaveChapterCommand) {
    const set = {
      chapter: fields.chapter.trim(),
      subject: fields.subject.trim(),
      division: fields.division,
      classs: fields.classs?.trim() || CLASS_PASSED_12TH,
    };
    if (chapterId === null) {
      const doc: ChapterDoc = {
        _id: new ObjectId(),
        ...set,
        order: fields.order ?? 0,
        createdAt: new Date(),
      };
      await this.repo.chapters().insertOne(doc);
      return toChapterRecord(doc);
    }
    const doc = await this.repo
      .chapters()
      .findOneAndUpdate(
        { _id: chapterIdOf(chapterId) },
        { $set: { ...set, ...(fields.order !== undefined ? { order: fields.order } : {}) } },
        { returnDocument: 'after' },
      );
    if (!doc) throw notFound(CHAPTER_NOT_FOUND);
    return toChapterRecord(doc);
  }
}

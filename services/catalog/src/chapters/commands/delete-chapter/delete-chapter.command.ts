import { Command } from '@nestjs/cqrs';
import type { ChapterRecord } from '../../chapter.view';

export class DeleteChapterCommand extends Command<ChapterRecord> {
  constructor(readonly chapterId: string) {
    super();
  }
}

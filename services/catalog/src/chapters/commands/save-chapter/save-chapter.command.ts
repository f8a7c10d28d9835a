import { Command } from '@nestjs/cqrs';
import type { ChapterRecord } from '../../chapter.view';

export interface ChapterFields {
  chapter: string;
  subject: string;
  division: string;
  classs?: string;
  order?: number;
}

/** Creates a chapter (`chapterId` null) or replaces an existing one's fields. */
export class SaveChapterCommand extends Command<ChapterRecord> {
  constructor(
    readonly chapterId: string | null,
    readonly fields: ChapterFields,
  ) {
    super();
  }
}

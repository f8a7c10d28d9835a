import { Query } from '@nestjs/cqrs';
import type { ChapterRecord } from '../../chapter.view';

export class GetChapterQuery extends Query<ChapterRecord> {
  constructor(readonly chapterId: string) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { ListQuery } from '@exam/common';
import type { ChapterRecord } from '../../chapter.view';

/** The console's chapters: filter division, subject, classs and q (part of the chapter's name). */
export class ListChaptersQuery extends Query<{ rows: ChapterRecord[]; total: number }> {
  constructor(readonly list: ListQuery) {
    super();
  }
}

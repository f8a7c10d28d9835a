import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { escapeRegex } from '@exam/common';
import { toChapterRecord } from '../../chapter.view';
import { ChaptersRepository } from '../../persistence/chapters.repository';
import { ListChaptersQuery } from './list-chapters.query';

@QueryHandler(ListChaptersQuery)
export class ListChaptersHandler implements IQueryHandler<ListChaptersQuery> {
  constructor(private readonly repo: ChaptersRepository) {}

  async execute({ list: { skip, limit, sort, filter } }: ListChaptersQuery) {
    const where: Record<string, unknown> = {};
    for (const k of ['division', 'subject', 'classs'] as const)
      if (typeof filter[k] === 'string') where[k] = filter[k];
    if (typeof filter.q === 'string' && filter.q.trim())
      where.chapter = new RegExp(escapeRegex(filter.q.trim()), 'i');
    const [docs, total] = await Promise.all([
      this.repo.chapters().find(where).sort(sort).skip(skip).limit(limit).toArray(),
      this.repo.chapters().countDocuments(where),
    ]);
    return { rows: docs.map(toChapterRecord), total };
  }
}

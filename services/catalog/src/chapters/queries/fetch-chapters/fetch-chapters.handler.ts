import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { activeFilter } from '../../../quizzes/domain/learner-lists';
import { ChaptersRepository } from '../../persistence/chapters.repository';
import { FetchChaptersQuery } from './fetch-chapters.query';

@QueryHandler(FetchChaptersQuery)
export class FetchChaptersHandler implements IQueryHandler<FetchChaptersQuery> {
  constructor(private readonly chapters: ChaptersRepository) {}

  async execute({ filter }: FetchChaptersQuery) {
    const rows = await this.chapters.find(activeFilter(filter));
    return rows.map((c) => ({ _id: c._id.toHexString(), chapter: c.chapter }));
  }
}

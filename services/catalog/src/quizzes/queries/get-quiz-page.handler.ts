import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { pageOf } from '../../domain/quiz-page';
import { QuizAccess } from '../../access/quiz-access';
import { QuizCatalog } from '../quiz-catalog';
import { GetQuizPageQuery } from './get-quiz-page.query';
import { listItemWriter, listKindOf } from './learner-list-item.serializer';

/**
 * The paged variant of getfilteredquizs, for lists of thousands: the same order and access answers, but only
 * one page is serialized and decided per request, with the total and the subjects the dropdown offers.
 */
@QueryHandler(GetQuizPageQuery)
export class GetQuizPageHandler implements IQueryHandler<GetQuizPageQuery> {
  constructor(
    private readonly catalog: QuizCatalog,
    private readonly access: QuizAccess,
  ) {}

  async execute({ filter, page, user }: GetQuizPageQuery): Promise<string> {
    const kind = listKindOf(filter.division);
    const entries = this.catalog.published(kind, filter);
    const cut = pageOf(entries, page, (e) => e.summary);
    const items = cut.items.map(await listItemWriter(this.access, user));
    const subjects = [
      ...new Set(
        this.catalog
          .published(kind, { division: filter.division, classs: filter.classs })
          .map((e) => e.summary.subject),
      ),
    ].sort();
    const { total, pageSize, totalPages } = cut;
    const meta = JSON.stringify({ total, page: cut.page, pageSize, totalPages, subjects });
    return `{"quizzes":[${items.join(',')}],${meta.slice(1)}`;
  }
}

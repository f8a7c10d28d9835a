import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { QuizCatalog } from '../../quiz-catalog';
import { toAdminListRow } from '../../quiz-views';
import { filterAdminRows, sortAdminRows } from './admin-list.rules';
import { ListQuizzesQuery, type QuizListPage } from './list-quizzes.query';

/** Over the in-memory summaries (QuizCatalog holds every quiz of a kind, published or not). */
@QueryHandler(ListQuizzesQuery)
export class ListQuizzesHandler implements IQueryHandler<ListQuizzesQuery> {
  constructor(private readonly catalog: QuizCatalog) {}

  async execute({ kind, skip, limit, sort, filter }: ListQuizzesQuery): Promise<QuizListPage> {
    const rows = sortAdminRows(filterAdminRows(this.catalog.all(kind), filter), sort);
    return { rows: rows.slice(skip, skip + limit).map((e) => toAdminListRow(e.summary)), total: rows.length };
  }
}

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogListsCache } from '../../catalog-lists.cache';
import { dashboardLists, LearnerDashboardReadModel } from '../../persistence/learner-dashboard.read-model';
import { GetDashboardQuery, type DashboardView } from './get-dashboard.query';

/** Two read models: what exists (catalog's events) and what this learner did (attempts' events), by key. */
@QueryHandler(GetDashboardQuery)
export class GetDashboardHandler implements IQueryHandler<GetDashboardQuery> {
  constructor(
    private readonly catalog: CatalogListsCache,
    private readonly learners: LearnerDashboardReadModel,
  ) {}

  async execute({ userId }: GetDashboardQuery): Promise<DashboardView> {
    const [lists, mine] = await Promise.all([
      this.catalog.lists(),
      this.learners.dashboards().findOne({ _id: userId }),
    ]);
    return { quizs: lists.quiz, kyebyequizzes: lists.kyebye, ...dashboardLists(mine) };
  }
}

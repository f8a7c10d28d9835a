import { Query } from '@nestjs/cqrs';
import type { CatalogEntry } from '../../../quiz-catalog/catalog-index';

/** The dashboard data of spec section 3. */
export interface DashboardView {
  quizs: CatalogEntry[];
  kyebyequizzes: CatalogEntry[];
  attemptedquizs: string[];
  attemptedkyebyequizzes: string[];
  completedquizs: string[];
  completedkyebyequizzes: string[];
}

export class GetDashboardQuery extends Query<DashboardView> {
  constructor(readonly userId: string) {
    super();
  }
}

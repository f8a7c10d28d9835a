import { Query } from '@nestjs/cqrs';
import type { PlanView } from '../../plan.view';

/** One plan for the console's show and edit views (404 when there is none). */
export class GetPlanQuery extends Query<PlanView> {
  constructor(readonly id: string) {
    super();
  }
}

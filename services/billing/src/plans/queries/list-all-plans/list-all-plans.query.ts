import { Query } from '@nestjs/cqrs';
import type { ListQuery } from '@exam/common';
import type { PlanView } from '../../plan.view';

/** The console's plans list: every plan (active or not), optionally of one division, sorted and paged. */
export class ListAllPlansQuery extends Query<{ rows: PlanView[]; total: number }> {
  constructor(readonly page: ListQuery) {
    super();
  }
}

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PlansRepository } from '../../persistence/plans.repository';
import { toPlanView } from '../../plan.view';
import { ListAllPlansQuery } from './list-all-plans.query';

/** A handful of plans: filtered, sorted and paged in memory. */
@QueryHandler(ListAllPlansQuery)
export class ListAllPlansHandler implements IQueryHandler<ListAllPlansQuery> {
  constructor(private readonly plans: PlansRepository) {}

  async execute({ page: { filter, sort, skip, limit } }: ListAllPlansQuery) {
    const [field, dir] = Object.entries(sort)[0];
    const all = (await this.plans.all())
      .filter((p) => typeof filter.division !== 'string' || p.division === filter.division)
      .sort((a, b) => {
        const [x, y] = [a[field as 'name'], b[field as 'name']];
        return x < y ? -dir : x > y ? dir : 0;
      });
    return { rows: all.slice(skip, skip + limit).map(toPlanView), total: all.length };
  }
}

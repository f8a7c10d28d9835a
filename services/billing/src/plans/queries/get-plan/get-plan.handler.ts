import { notFound } from '@exam/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PlansRepository } from '../../persistence/plans.repository';
import { toPlanView, type PlanView } from '../../plan.view';
import { GetPlanQuery } from './get-plan.query';

export const PLAN_NOT_FOUND = 'Plan not found';

@QueryHandler(GetPlanQuery)
export class GetPlanHandler implements IQueryHandler<GetPlanQuery> {
  constructor(private readonly plans: PlansRepository) {}

  async execute({ id }: GetPlanQuery): Promise<PlanView> {
    const plan = await this.plans.findById(id);
    if (!plan) throw notFound(PLAN_NOT_FOUND);
    return toPlanView(plan);
  }
}

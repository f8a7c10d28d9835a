import { conflict, invalid, notFound } from '@exam/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PlansRepository } from '../../persistence/plans.repository';
import { toPlanView, type PlanView } from '../../plan.view';
import { PLAN_NOT_FOUND } from '../../queries/get-plan/get-plan.handler';
import { UpdatePlanCommand } from './update-plan.command';

/**
 * Prices here are what the cards show and the local checkout charges; with Razorpay, the provider plan's
 * amount must match. Read-only fields of the record react-admin sends back are ignored.
 */
@CommandHandler(UpdatePlanCommand)
export class UpdatePlanHandler implements ICommandHandler<UpdatePlanCommand> {
  constructor(private readonly plans: PlansRepository) {}

  async execute({ id, input: body }: UpdatePlanCommand): Promise<PlanView> {
    const plan = await this.plans.findById(id);
    if (!plan) throw notFound(PLAN_NOT_FOUND);
    if (body.plan_id !== undefined && body.plan_id !== plan.providerPlanId) {
      // Two plans on one provider plan: one could not be bought, and the provider would charge the
      // other's price for the access this one grants (issue 35).
      const other = (await this.plans.all()).find((p) => p._id !== id && p.providerPlanId === body.plan_id);
      if (other)
        throw conflict(`The provider plan ${body.plan_id} already belongs to the ${other.name} plan.`);
    }
    const price = body.price ?? plan.price;
    const listPrice = body.listPrice === undefined ? (plan.listPrice ?? null) : body.listPrice;
    if (listPrice !== null && listPrice < price)
      throw invalid('listPrice must be at least the price, or null for no discount.');
    const set = {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.price !== undefined ? { price } : {}),
      ...(body.listPrice !== undefined ? { listPrice } : {}),
      ...(body.total_count !== undefined ? { totalCount: body.total_count } : {}),
      ...(body.features !== undefined ? { features: body.features } : {}),
      ...(body.accessibleContent !== undefined ? { accessibleContent: body.accessibleContent } : {}),
      ...(body.plan_id !== undefined ? { providerPlanId: body.plan_id } : {}),
      ...(body.active !== undefined ? { active: body.active } : {}),
    };
    const updated = await this.plans.update(id, { $set: set });
    if (!updated) throw notFound(PLAN_NOT_FOUND);
    return toPlanView(updated);
  }
}

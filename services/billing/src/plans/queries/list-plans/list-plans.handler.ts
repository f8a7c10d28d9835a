import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { invalid } from '@exam/common';
import { DEFAULT_DIVISION, DIVISIONS } from '@exam/contracts';
import { BillingAccountsRepository } from '../../../accounts/persistence/billing-accounts.repository';
import { isLiveSubscription } from '../../../subscriptions/domain/subscription-lifecycle';
import { SubscriptionsRepository } from '../../../subscriptions/persistence/subscriptions.repository';
import { PlansRepository } from '../../persistence/plans.repository';
import { toPlanView } from '../../plan.view';
import { ListPlansQuery, type PlanCards } from './list-plans.query';

@QueryHandler(ListPlansQuery)
export class ListPlansHandler implements IQueryHandler<ListPlansQuery> {
  constructor(
    private readonly plans: PlansRepository,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly accounts: BillingAccountsRepository,
  ) {}

  async execute({ division, caller }: ListPlansQuery): Promise<PlanCards> {
    const wanted = division === undefined || division === '' ? DEFAULT_DIVISION : division;
    if (typeof wanted !== 'string' || !(DIVISIONS as readonly string[]).includes(wanted))
      throw invalid(`Unknown division. Choose one of: ${DIVISIONS.join(', ')}.`);
    const plans = (await this.plans.ofDivision(wanted)).filter((p) => p.active);
    if (!plans.length)
      return { division: wanted, plans: [], message: `No plans are available for ${wanted} yet.` };
    const now = new Date();
    const mine = caller
      ? await this.subscriptions.findMany(await this.accounts.subscriptionIdsOf(caller.userId))
      : [];
    return {
      division: wanted,
      message: 'Select Your Plan',
      plans: plans.map((p) => ({
        ...toPlanView(p),
        alreadySubscribed: mine.some((s) => s.planId === p._id && isLiveSubscription(s, now)),
      })),
    };
  }
}

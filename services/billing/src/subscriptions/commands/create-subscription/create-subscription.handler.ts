import { DomainError, invalid } from '@exam/common';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertSelfOrAdmin } from '@exam/auth';
import { SubscriptionCreated } from '@exam/contracts';
import { BillingAccountsRepository } from '../../../accounts/persistence/billing-accounts.repository';
import { CURRENCY, PAISE_PER_RUPEE } from '../../../billing.constants';
import { PLAN_SCOPES, scopeOf } from '../../../plans/domain/plans';
import { isOpenSubscription } from '../../domain/subscription-lifecycle';
import { PlansRepository } from '../../../plans/persistence/plans.repository';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../../../provider/payment-provider.port';
import { SubscriptionsRepository } from '../../persistence/subscriptions.repository';
import { CreateSubscriptionCommand, type CreatedSubscription } from './create-subscription.command';

export const ALREADY_SUBSCRIBED = 'Already Subscribed';

/** Checks the plan against the server's own table, then creates the provider subscription (status created). */
@CommandHandler(CreateSubscriptionCommand)
export class CreateSubscriptionHandler implements ICommandHandler<CreateSubscriptionCommand> {
  constructor(
    private readonly plans: PlansRepository,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly accounts: BillingAccountsRepository,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async execute({ input, caller }: CreateSubscriptionCommand): Promise<CreatedSubscription> {
    assertSelfOrAdmin(caller, input.userId, 'You can only subscribe for your own account.');
    if (!PLAN_SCOPES.includes(input.DivisonAndClass))
      throw invalid(`No plans are available for ${input.DivisonAndClass} yet.`);
    const plan = await this.plans.findByClientPlanId(input.plan_id);
    if (!plan || !plan.active || scopeOf(plan.division, plan.classs) !== input.DivisonAndClass)
      throw invalid('This plan does not exist. Please choose one of the plans shown.');
    if (input.total_count !== plan.totalCount)
      throw invalid(
        `total_count must be ${plan.totalCount} for the ${plan.name} plan, not ${input.total_count}.`,
      );
    const mine = await this.subscriptions.findMany(await this.accounts.subscriptionIdsOf(input.userId));
    // One open at a time per plan (issue 35): a second tab's checkout would charge the learner twice.
    // One still awaiting its payment (a checkout closed or declined) comes back in the 409, to be paid.
    const open = mine.find((s) => s.planId === plan._id && isOpenSubscription(s, new Date()));
    if (open)
      throw new DomainError(
        'conflict',
        ALREADY_SUBSCRIBED,
        open.status === 'created' ? { pending: this.checkoutOf(open._id, plan.price) } : {},
      );

    const created = await this.provider.createSubscription({
      providerPlanId: plan.providerPlanId,
      totalCount: plan.totalCount,
      notes: { userId: input.userId, planId: plan._id },
      description: `${plan.name}: access to ${plan.accessibleContent.join(', ')}`,
      amountPaise: plan.price * PAISE_PER_RUPEE,
      cycleMonths: plan.cycleMonths,
    });
    // The user's list learns the id first: a crash before the insert leaves a dangling id, never a lost one.
    await this.accounts.track(input.userId, created.id);
    const fields = {
      _id: created.id,
      userId: input.userId,
      planId: plan._id,
      planName: plan.name,
      billingCycle: plan.billingCycle,
      cycleMonths: plan.cycleMonths,
      amount: plan.price,
      currency: CURRENCY,
      division: plan.division,
      classs: plan.classs,
      totalCount: plan.totalCount,
      providerPlanId: plan.providerPlanId,
      accessibleContent: plan.accessibleContent,
      status: 'created' as const,
      startDate: null,
      nextBillingDate: null,
      accessUntil: null,
      cancelledAt: null,
      paymentIds: [],
      referralCode: null,
      v: 0,
    };
    const event = SubscriptionCreated.create(
      created.id,
      {
        subscriptionId: created.id,
        userId: input.userId,
        planId: plan._id,
        planName: plan.name,
        billingCycle: plan.billingCycle,
        division: plan.division,
        className: plan.classs,
        totalCount: plan.totalCount,
        priceRupees: plan.price,
        status: 'created',
      },
      { actorId: caller.userId },
    );
    await this.subscriptions.create(fields, [event]);
    return { ...this.checkoutOf(created.id, plan.price), message: 'Subscription created successfully' };
  }

  private checkoutOf(id: string, price: number) {
    return {
      data: { id },
      key: this.provider.keyId,
      checkoutUrl: this.provider.checkoutUrl(id),
      amount: price,
      currency: CURRENCY,
    };
  }
}

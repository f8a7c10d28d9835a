import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@exam/common';
import { CYCLE_MONTHS, SEED_PLANS, type BillingCycle } from './domain/plans';
import { newProviderId } from '../provider/domain/provider-ids';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../provider/payment-provider.port';
import { PlansRepository } from './persistence/plans.repository';

const CONFIGURED_PLAN: Record<BillingCycle, keyof AppConfig> = {
  Monthly: 'RAZORPAY_PLAN_MONTHLY',
  Quarterly: 'RAZORPAY_PLAN_QUARTERLY',
  'Half Yearly': 'RAZORPAY_PLAN_HALF_YEARLY',
  Yearly: 'RAZORPAY_PLAN_YEARLY',
};

/**
 * Inserts the spec's plans when missing (admin edits survive restarts), and maps each to the provider plan
 * id from configuration, which wins over a stored one. Without one, the local provider's made-up id stays.
 */
@Injectable()
export class SeedPlans implements OnApplicationBootstrap {
  private readonly logger = new Logger('SeedPlans');

  constructor(
    private readonly plans: PlansRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const [position, { id, ...plan }] of SEED_PLANS.entries()) {
      const configured = this.config[CONFIGURED_PLAN[plan.billingCycle]] as string | undefined;
      await this.plans.model
        .updateOne(
          { _id: id },
          {
            $setOnInsert: {
              ...plan,
              cycleMonths: CYCLE_MONTHS[plan.billingCycle],
              providerPlanId: configured ?? newProviderId('plan'),
              active: true,
              position,
            },
          },
          { upsert: true },
        )
        .exec()
        .catch((e: { code?: number }) => {
          // Another instance seeded it at the same moment.
          if (e.code !== 11000) throw e;
        });
      if (configured) await this.plans.update(id, { $set: { providerPlanId: configured } });
      else if (this.provider.kind === 'razorpay')
        this.logger.warn({ msg: `${CONFIGURED_PLAN[plan.billingCycle]} is not set: ${id} cannot be bought` });
    }
  }
}

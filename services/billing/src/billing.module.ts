import { Inject, Module, OnModuleInit, type Provider } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { getModelToken, MongooseModule } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { APP_CONFIG, mongoConnectionFor, type AppConfig } from '@exam/common';
import { ChangeLog, changeLogProvider, oldOutboxesOf, OutboxDrain } from '@exam/messaging';
import { BillingAccountsRepository } from './accounts/persistence/billing-accounts.repository';
import { BILLING } from './billing.constants';
import { DevCheckoutController } from './dev-checkout/dev-checkout.http.controller';
import { DevCheckout } from './dev-checkout/dev-checkout.service';
import { CreateOrderController } from './orders/commands/create-order/create-order.http.controller';
import { CreateOrderHandler } from './orders/commands/create-order/create-order.handler';
import { VerifyPaymentController } from './orders/commands/verify-payment/verify-payment.http.controller';
import { VerifyPaymentHandler } from './orders/commands/verify-payment/verify-payment.handler';
import { Order, OrderSchema } from './orders/persistence/order.schema';
import { OrdersApplier } from './orders/orders.applier';
import { OrdersRepository } from './orders/persistence/orders.repository';
import { PlansAdminController } from './plans/http/plans-admin.http.controller';
import { Plan, PlanSchema } from './plans/persistence/plan.schema';
import { PlansRepository } from './plans/persistence/plans.repository';
import { ListPlansController } from './plans/queries/list-plans/list-plans.http.controller';
import { ListPlansHandler } from './plans/queries/list-plans/list-plans.handler';
import { ListAllPlansHandler } from './plans/queries/list-all-plans/list-all-plans.handler';
import { GetPlanHandler } from './plans/queries/get-plan/get-plan.handler';
import { UpdatePlanHandler } from './plans/commands/update-plan/update-plan.handler';
import { SeedPlans } from './plans/seed-plans';
import { LocalCheckoutStore } from './provider/local-checkout.store';
import { LocalPaymentProvider } from './provider/local.provider';
import { PAYMENT_PROVIDER } from './provider/payment-provider.port';
import { RazorpayProvider, UnconfiguredProvider } from './provider/razorpay.provider';
import { PremiumQuizCalendarProjector } from './quiz-calendar/projections/premium-quiz-calendar.projector';
import { PremiumOpensProjector } from './refunds/projections/premium-opens.projector';
import { ListOrdersController } from './payments/queries/list-orders/list-orders.http.controller';
import { ListOrdersHandler } from './payments/queries/list-orders/list-orders.handler';
import { ListSubscriptionsController } from './payments/queries/list-subscriptions/list-subscriptions.http.controller';
import { ListSubscriptionsHandler } from './payments/queries/list-subscriptions/list-subscriptions.handler';
import { GetBillingOverviewController } from './overview/queries/get-billing-overview/get-billing-overview.http.controller';
import { GetBillingOverviewHandler } from './overview/queries/get-billing-overview/get-billing-overview.handler';
import { RefundsAdminController } from './refunds/queries/list-refunds/list-refunds.http.controller';
import { ListRefundsHandler } from './refunds/queries/list-refunds/list-refunds.handler';
import { CreateSubscriptionController } from './subscriptions/commands/create-subscription/create-subscription.http.controller';
import { CreateSubscriptionHandler } from './subscriptions/commands/create-subscription/create-subscription.handler';
import { UnsubscribeController } from './subscriptions/commands/unsubscribe/unsubscribe.http.controller';
import { UnsubscribeHandler } from './subscriptions/commands/unsubscribe/unsubscribe.handler';
import { VerifySubscriptionController } from './subscriptions/commands/verify-subscription/verify-subscription.http.controller';
import { VerifySubscriptionHandler } from './subscriptions/commands/verify-subscription/verify-subscription.handler';
import { ExpireEndedAccess } from './subscriptions/expire-ended-access';
import { Subscription, SubscriptionSchema } from './subscriptions/persistence/subscription.schema';
import { SubscriptionsRepository } from './subscriptions/persistence/subscriptions.repository';
import { SubscriptionsApplier } from './subscriptions/subscriptions.applier';
import { DuplicateRefunds } from './subscriptions/duplicate-refunds';
import { PlanHolds } from './subscriptions/persistence/plan-holds.repository';
import { SubscriptionLifecycle } from './subscriptions/subscription-lifecycle.service';
import { HandleWebhookHandler } from './webhooks/commands/handle-webhook/handle-webhook.handler';
import { ProcessedWebhooksRepository } from './webhooks/persistence/processed-webhooks.repository';
import { WebhookController } from './webhooks/commands/handle-webhook/webhook.http.controller';

const commandHandlers = [
  CreateSubscriptionHandler,
  VerifySubscriptionHandler,
  UnsubscribeHandler,
  CreateOrderHandler,
  VerifyPaymentHandler,
  HandleWebhookHandler,
  UpdatePlanHandler,
];

const queryHandlers = [
  ListSubscriptionsHandler,
  ListOrdersHandler,
  GetBillingOverviewHandler,
  ListPlansHandler,
  ListAllPlansHandler,
  GetPlanHandler,
  ListRefundsHandler,
];

/** Razorpay with keys; without them the local checkout in development, and nothing to buy in production. */
const paymentProvider: Provider = {
  provide: PAYMENT_PROVIDER,
  inject: [APP_CONFIG, LocalCheckoutStore],
  useFactory: (config: AppConfig, store: LocalCheckoutStore) => {
    if (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET)
      return new RazorpayProvider(config.RAZORPAY_KEY_ID, config.RAZORPAY_KEY_SECRET);
    return config.isProduction ? new UnconfiguredProvider() : new LocalPaymentProvider(store);
  },
};

/** The local checkout's routes never exist in production (decided before the module is built). */
const devCheckout = process.env.NODE_ENV !== 'production';

/** Plans, subscriptions, old-quiz orders, Razorpay checkout, verification and webhooks, the refund rule. */
@Module({
  imports: [
    CqrsModule,
    mongoConnectionFor(BILLING),
    MongooseModule.forFeature(
      [
        { name: Plan.name, schema: PlanSchema },
        { name: Subscription.name, schema: SubscriptionSchema },
        { name: Order.name, schema: OrderSchema },
      ],
      BILLING,
    ),
  ],
  controllers: [
    ListPlansController,
    CreateSubscriptionController,
    VerifySubscriptionController,
    UnsubscribeController,
    CreateOrderController,
    VerifyPaymentController,
    WebhookController,
    PlansAdminController,
    RefundsAdminController,
    ListSubscriptionsController,
    ListOrdersController,
    GetBillingOverviewController,
    ...(devCheckout ? [DevCheckoutController] : []),
  ],
  providers: [
    changeLogProvider(BILLING),
    ...commandHandlers,
    ...queryHandlers,
    PlansRepository,
    SubscriptionsRepository,
    OrdersRepository,
    SubscriptionsApplier,
    OrdersApplier,
    BillingAccountsRepository,
    ProcessedWebhooksRepository,
    LocalCheckoutStore,
    paymentProvider,
    SubscriptionLifecycle,
    PlanHolds,
    DuplicateRefunds,
    ExpireEndedAccess,
    SeedPlans,
    PremiumOpensProjector,
    PremiumQuizCalendarProjector,
    ...(devCheckout ? [DevCheckout] : []),
  ],
})
export class BillingModule implements OnModuleInit {
  constructor(
    private readonly outboxDrain: OutboxDrain,
    private readonly log: ChangeLog,
    private readonly subscriptionsApplier: SubscriptionsApplier,
    private readonly ordersApplier: OrdersApplier,
    @Inject(getModelToken(Subscription.name, BILLING)) private readonly subscriptions: Model<Subscription>,
    @Inject(getModelToken(Order.name, BILLING)) private readonly orders: Model<Order>,
  ) {}

  /** Every write of this service goes through its change log; each capability applies its own changes. */
  onModuleInit(): void {
    for (const applier of [this.subscriptionsApplier, this.ordersApplier]) this.log.register(applier);
    // Documents written by an older version may still carry an outbox array: published once at start, then removed.
    this.outboxDrain.register(oldOutboxesOf('billing.subscriptions', this.subscriptions));
    this.outboxDrain.register(oldOutboxesOf('billing.orders', this.orders));
  }
}

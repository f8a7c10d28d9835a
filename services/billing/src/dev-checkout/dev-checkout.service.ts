import {
  BeforeApplicationShutdown,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { addMonths } from 'date-fns';
import { APP_CONFIG, type AppConfig } from '@exam/common';
import { LOCAL_WEBHOOK_DELAY_MS } from '../billing.constants';
import { newProviderId } from '../provider/domain/provider-ids';
import { orderSignature, subscriptionSignature } from '../provider/domain/signatures';
import { LocalCheckoutStore, type LocalCheckoutRecord } from '../provider/local-checkout.store';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../provider/payment-provider.port';
import {
  orderEntity,
  paymentEntity,
  signWebhook,
  subscriptionEntity,
  webhookBody,
} from '../provider/razorpay-webhook-payloads';
import { HandleWebhookCommand } from '../webhooks/commands/handle-webhook/handle-webhook.command';

export const NOTHING_TO_PAY = 'Nothing to pay: no subscription or order with this id.';

/**
 * The local provider's checkout: pays or fails what it created, answers what Razorpay's widget hands the
 * browser (signed with the key secret), and delivers the matching signed webhooks to this service's own
 * webhook handler shortly after, so they race the browser's verify call as real ones do.
 */
@Injectable()
export class DevCheckout implements BeforeApplicationShutdown {
  private readonly logger = new Logger('DevCheckout');
  private readonly deliveries = new Set<Promise<void>>();

  constructor(
    private readonly store: LocalCheckoutStore,
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async find(id: string): Promise<LocalCheckoutRecord> {
    const record = this.provider.kind === 'local' ? await this.store.find(id) : null;
    if (!record) throw new NotFoundException(NOTHING_TO_PAY);
    return record;
  }

  async pay(id: string): Promise<Record<string, string>> {
    const record = await this.find(id);
    const paymentId = newProviderId('pay');
    if (!(await this.store.markPaid(id, paymentId)))
      throw new ConflictException(`This ${record.kind} is already paid.`);
    const secret = this.config.secrets.razorpayKeySecret;
    const now = new Date();
    const payment = paymentEntity({
      id: paymentId,
      amountPaise: record.amountPaise,
      currency: record.currency,
      status: 'captured',
      orderId: record.kind === 'order' ? id : null,
      description: record.description,
    });
    if (record.kind === 'order') {
      const order = orderEntity({ ...record, id, status: 'paid', receipt: record.receipt ?? undefined });
      this.deliver([
        webhookBody('payment.captured', { payment }),
        webhookBody('order.paid', { payment, order }),
      ]);
      return {
        razorpay_payment_id: paymentId,
        razorpay_order_id: id,
        razorpay_signature: orderSignature(id, paymentId, secret),
      };
    }
    const subscription = subscriptionEntity({
      id,
      planId: record.providerPlanId ?? '',
      status: 'active',
      currentStart: now,
      currentEnd: addMonths(now, record.cycleMonths ?? 1),
      paidCount: 1,
      totalCount: record.totalCount ?? 1,
      notes: record.notes,
    });
    this.deliver([
      webhookBody('subscription.activated', { subscription }),
      webhookBody('subscription.charged', { subscription, payment }),
      webhookBody('payment.captured', { payment }),
    ]);
    return {
      razorpay_payment_id: paymentId,
      razorpay_subscription_id: id,
      razorpay_signature: subscriptionSignature(paymentId, id, secret),
    };
  }

  /** What the widget reports for a declined card; the payment.failed webhook follows. */
  async fail(id: string) {
    const record = await this.find(id);
    const paymentId = newProviderId('pay');
    const orderId = record.kind === 'order' ? id : null;
    const payment = paymentEntity({
      id: paymentId,
      amountPaise: record.amountPaise,
      currency: record.currency,
      status: 'failed',
      orderId,
    });
    this.deliver([webhookBody('payment.failed', { payment })]);
    return {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed',
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { payment_id: paymentId, ...(orderId ? { order_id: orderId } : { subscription_id: id }) },
      },
    };
  }

  private deliver(bodies: object[]): void {
    const delivery = new Promise((r) => setTimeout(r, LOCAL_WEBHOOK_DELAY_MS)).then(async () => {
      for (const body of bodies) {
        const signed = signWebhook(body, this.config.secrets.razorpayWebhookSecret);
        await this.commands
          .execute(new HandleWebhookCommand(Buffer.from(signed.rawBody), signed.signature, signed.eventId))
          .catch((e: Error) => this.logger.warn({ msg: 'Local webhook delivery failed', error: e.message }));
      }
    });
    this.deliveries.add(delivery);
    void delivery.finally(() => this.deliveries.delete(delivery));
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.deliveries);
  }
}

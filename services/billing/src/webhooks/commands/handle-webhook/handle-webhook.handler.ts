import { createHash } from 'node:crypto';
import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, invalid, type AppConfig, unavailable } from '@exam/common';
import { PAISE_PER_RUPEE } from '../../../billing.constants';
import { signaturesMatch, webhookSignature } from '../../../provider/domain/signatures';
import { OrdersRepository } from '../../../orders/persistence/orders.repository';
import { SubscriptionLifecycle } from '../../../subscriptions/subscription-lifecycle.service';
import { ProcessedWebhooksRepository } from '../../persistence/processed-webhooks.repository';
import { parseWebhook, type RazorpayWebhook, type WebhookPayment } from './razorpay-webhook';
import { HandleWebhookCommand, type WebhookOutcome } from './handle-webhook.command';
import { subscriptionFactOf } from './webhook-facts';

export const INVALID_WEBHOOK_SIGNATURE = 'Invalid webhook signature.';

/**
 * Verifies a webhook over its raw bytes, then applies it through the same idempotent paths as the verify
 * calls: a replay, a duplicate, or a webhook racing its verify call changes a subscription or order once.
 */
@CommandHandler(HandleWebhookCommand)
export class HandleWebhookHandler implements ICommandHandler<HandleWebhookCommand> {
  private readonly logger = new Logger('RazorpayWebhook');

  constructor(
    private readonly lifecycle: SubscriptionLifecycle,
    private readonly orders: OrdersRepository,
    private readonly processed: ProcessedWebhooksRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ rawBody, signature, eventId }: HandleWebhookCommand): Promise<{ status: WebhookOutcome }> {
    const secret = this.config.secrets.razorpayWebhookSecret;
    if (!secret) throw unavailable('Webhooks are not configured on this server.');
    if (!rawBody?.length) throw invalid('Webhook body is missing.');
    if (!signaturesMatch(webhookSignature(rawBody, secret), signature))
      throw invalid(INVALID_WEBHOOK_SIGNATURE);
    const webhook = parseWebhook(rawBody);
    if (!webhook) throw invalid('Webhook payload is not understood.');
    // Razorpay names each delivery; without the header the body itself identifies it.
    const id =
      eventId && eventId.length <= 100
        ? eventId
        : `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
    if (await this.processed.seen(id)) return { status: 'duplicate' };
    const status = await this.dispatch(webhook);
    await this.processed.remember(id, webhook.event, status);
    return { status };
  }

  private async dispatch(webhook: RazorpayWebhook): Promise<WebhookOutcome> {
    const payment = webhook.payload.payment?.entity;
    if (webhook.event.startsWith('subscription.')) {
      const fact = subscriptionFactOf(webhook, new Date());
      const subscriptionId = webhook.payload.subscription?.entity?.id;
      if (!fact || !subscriptionId) return 'ignored';
      const amount = payment ? payment.amount / PAISE_PER_RUPEE : undefined;
      const result = await this.lifecycle.apply(subscriptionId, fact, { actorId: null, amount });
      return result.kind === 'not-found' ? 'ignored' : 'processed';
    }
    if (webhook.event === 'order.paid')
      return this.orderPaid(webhook.payload.order?.entity?.id ?? payment?.order_id, payment);
    if (webhook.event === 'payment.captured') return this.orderPaid(payment?.order_id, payment);
    if (webhook.event === 'payment.failed' && payment?.order_id) {
      const order = await this.orders.findById(payment.order_id);
      if (!order || order.status !== 'created') return 'ignored';
      const reason = payment.error_description ?? 'Payment failed';
      await this.orders.recordFailure(order._id, { paymentId: payment.id, reason, at: new Date() });
      return 'processed';
    }
    return 'ignored';
  }

  /** A paid old-quiz order, unless the amount is not the one the server priced (then it is only logged). */
  private async orderPaid(
    orderId: string | null | undefined,
    payment?: WebhookPayment,
  ): Promise<WebhookOutcome> {
    if (!orderId || !payment) return 'ignored';
    const order = await this.orders.findById(orderId);
    if (!order) return 'ignored';
    if (payment.amount !== order.amountPaise) {
      this.logger.warn({ msg: 'Paid amount differs from the order', orderId, paid: payment.amount });
      return 'ignored';
    }
    await this.orders.markPaid(order, payment.id, null);
    return 'processed';
  }
}

import { Inject, Injectable, Logger } from '@nestjs/common';
import { PAISE_PER_RUPEE } from '../billing.constants';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../provider/payment-provider.port';
import { SubscriptionsRepository, type SubscriptionRecord } from './persistence/subscriptions.repository';

export const DUPLICATE_REFUND_REASON = 'Second subscription to a plan already active';

/**
 * The provider's side of a second subscription refused (issue 35): cancelled at once, so it never charges
 * again, and its payment refunded in full. Runs once per refused subscription (after the transition that
 * recorded the refund as due); what the provider answers is kept on it for the console's refunds list.
 */
@Injectable()
export class DuplicateRefunds {
  private readonly logger = new Logger('DuplicateRefunds');

  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async settle(s: SubscriptionRecord): Promise<void> {
    const refund = s.refund!;
    try {
      await this.provider.cancelSubscription(s._id, { now: true });
    } catch (e) {
      // The refund matters more; a subscription the provider keeps is cancelled by an admin.
      this.logger.warn({ msg: 'Could not cancel a refused subscription', id: s._id, error: String(e) });
    }
    try {
      const { id } = await this.provider.refundPayment(refund.paymentId, refund.amount * PAISE_PER_RUPEE, {
        subscriptionId: s._id,
        reason: refund.reason,
      });
      await this.subscriptions.recordRefundOutcome(s._id, { refundId: id });
    } catch (e) {
      this.logger.error({ msg: 'Refund of a refused subscription failed', id: s._id, error: String(e) });
      await this.subscriptions.recordRefundOutcome(s._id, { error: (e as Error).message ?? String(e) });
    }
  }
}

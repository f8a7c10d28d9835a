import { BadGatewayException, Logger, ServiceUnavailableException } from '@nestjs/common';
import Razorpay from 'razorpay';
import type {
  PaymentProvider,
  ProviderOrder,
  ProviderOrderRequest,
  ProviderSubscriptionRequest,
} from './payment-provider.port';

interface RazorpayError {
  statusCode?: number;
  error?: { code?: string; description?: string };
}

/** The real provider, through the official `razorpay` package (keys from RAZORPAY_KEY_ID / _SECRET). */
export class RazorpayProvider implements PaymentProvider {
  readonly kind = 'razorpay' as const;
  private readonly client: Razorpay;
  private readonly logger = new Logger('Razorpay');

  constructor(
    readonly keyId: string,
    keySecret: string,
  ) {
    this.client = new Razorpay({ key_id: keyId, key_secret: keySecret });
  }

  async createSubscription(request: ProviderSubscriptionRequest): Promise<{ id: string }> {
    const created = await this.call('create a subscription', () =>
      this.client.subscriptions.create({
        plan_id: request.providerPlanId,
        total_count: request.totalCount,
        customer_notify: 1,
        notes: request.notes,
      }),
    );
    return { id: created.id };
  }

  async cancelSubscription(subscriptionId: string, options: { now?: boolean } = {}): Promise<void> {
    // The second argument is cancel_at_cycle_end.
    await this.call('cancel a subscription', () =>
      this.client.subscriptions.cancel(subscriptionId, !options.now),
    );
  }

  async refundPayment(
    paymentId: string,
    amountPaise: number,
    notes: Record<string, string>,
  ): Promise<{ id: string }> {
    const refund = await this.call('refund a payment', () =>
      this.client.payments.refund(paymentId, { amount: amountPaise, notes }),
    );
    return { id: refund.id };
  }

  async createOrder(request: ProviderOrderRequest): Promise<ProviderOrder> {
    const order = await this.call('create an order', () =>
      this.client.orders.create({
        amount: request.amountPaise,
        currency: request.currency,
        receipt: request.receipt,
        notes: request.notes,
      }),
    );
    return { id: order.id, amount: Number(order.amount), currency: order.currency };
  }

  checkoutUrl(): null {
    return null;
  }

  /** Provider refusals become a 502 with its own description; an unreachable provider a 503. */
  private async call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (e) {
      const err = e as RazorpayError;
      this.logger.warn({ msg: `Razorpay refused to ${what}`, statusCode: err.statusCode, error: err.error });
      if (err.statusCode && err.error?.description)
        throw new BadGatewayException(`The payment provider refused the request: ${err.error.description}`);
      throw new ServiceUnavailableException('The payment provider could not be reached. Please try again.');
    }
  }
}

/** Production without provider keys: nothing can be bought, and every attempt says why. */
export class UnconfiguredProvider implements PaymentProvider {
  readonly kind = 'unconfigured' as const;
  readonly keyId = '';
  private fail(): never {
    throw new ServiceUnavailableException('Payments are not configured on this server.');
  }
  createSubscription = async () => this.fail();
  cancelSubscription = async () => this.fail();
  refundPayment = async () => this.fail();
  createOrder = async () => this.fail();
  checkoutUrl = () => null;
}

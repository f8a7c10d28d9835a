import { BadRequestException } from '@nestjs/common';
import { CURRENCY, LOCAL_KEY_ID } from '../billing.constants';
import { newProviderId } from './domain/provider-ids';
import type { LocalCheckoutStore } from './local-checkout.store';
import type {
  PaymentProvider,
  ProviderOrder,
  ProviderOrderRequest,
  ProviderSubscriptionRequest,
} from './payment-provider.port';

export const DEV_CHECKOUT_PATH = '/api/payment/dev-checkout';

/**
 * Stands in for Razorpay when no keys are set: ids in Razorpay's formats, its own hosted checkout page
 * (dev-checkout), and callbacks and webhooks signed with the configured test secrets exactly as Razorpay
 * signs them, so the same verification code runs end to end.
 */
export class LocalPaymentProvider implements PaymentProvider {
  readonly kind = 'local' as const;
  readonly keyId = LOCAL_KEY_ID;

  constructor(private readonly store: LocalCheckoutStore) {}

  async createSubscription(request: ProviderSubscriptionRequest): Promise<{ id: string }> {
    const id = newProviderId('sub');
    await this.store.insert({
      _id: id,
      kind: 'subscription',
      amountPaise: request.amountPaise,
      currency: CURRENCY,
      description: request.description,
      notes: request.notes,
      receipt: null,
      providerPlanId: request.providerPlanId,
      totalCount: request.totalCount,
      cycleMonths: request.cycleMonths,
      status: 'created',
      paymentIds: [],
      createdAt: new Date(),
    });
    return { id };
  }

  async cancelSubscription(subscriptionId: string, options: { now?: boolean } = {}): Promise<void> {
    if (options.now) {
      if (!(await this.store.find(subscriptionId)))
        throw new BadRequestException('The payment provider refused the request: no such subscription');
      await this.store.markCancelled(subscriptionId);
      return;
    }
    const record = await this.store.find(subscriptionId);
    if (record?.status === 'cancel-at-cycle-end') return;
    // Razorpay refuses to cancel what was never authorised; so does its stand-in.
    if (!(await this.store.markCancelAtCycleEnd(subscriptionId)))
      throw new BadRequestException('The payment provider refused the request: subscription is not active');
  }

  async refundPayment(
    paymentId: string,
    amountPaise: number,
    notes: Record<string, string>,
  ): Promise<{ id: string }> {
    const id = newProviderId('rfnd');
    if (!(await this.store.addRefund({ id, paymentId, amountPaise, notes, at: new Date() })))
      throw new BadRequestException('The payment provider refused the request: no such payment');
    return { id };
  }

  async createOrder(request: ProviderOrderRequest): Promise<ProviderOrder> {
    const id = newProviderId('order');
    await this.store.insert({
      _id: id,
      kind: 'order',
      amountPaise: request.amountPaise,
      currency: request.currency,
      description: request.description,
      notes: request.notes,
      receipt: request.receipt,
      providerPlanId: null,
      totalCount: null,
      cycleMonths: null,
      status: 'created',
      paymentIds: [],
      createdAt: new Date(),
    });
    return { id, amount: request.amountPaise, currency: request.currency };
  }

  checkoutUrl(id: string): string {
    return `${DEV_CHECKOUT_PATH}/${id}`;
  }
}

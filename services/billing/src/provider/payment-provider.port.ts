export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

export interface ProviderSubscriptionRequest {
  providerPlanId: string;
  totalCount: number;
  notes: Record<string, string>;
  /** What the local checkout shows and charges; the real provider takes both from its own plan. */
  description: string;
  amountPaise: number;
  cycleMonths: number;
}

export interface ProviderOrderRequest {
  amountPaise: number;
  currency: string;
  /** Our reference, at most 40 characters, unique. */
  receipt: string;
  notes: Record<string, string>;
  description: string;
}

export interface ProviderOrder {
  id: string;
  /** In paise, as the provider counts. */
  amount: number;
  currency: string;
}

/** The payment provider: Razorpay with keys, the local checkout without them (same ids, same signatures). */
export interface PaymentProvider {
  readonly kind: 'razorpay' | 'local' | 'unconfigured';
  /** The public key id the learner app opens the checkout with. */
  readonly keyId: string;
  createSubscription(request: ProviderSubscriptionRequest): Promise<{ id: string }>;
  /**
   * Cancels at the end of the current billing cycle, so access continues until then; `now` cancels at once
   * (a subscription refused as a second one to a plan: no further charge, no access).
   */
  cancelSubscription(subscriptionId: string, options?: { now?: boolean }): Promise<void>;
  /** Refunds a captured payment in full or in part (`amountPaise`); answers the provider's refund id. */
  refundPayment(
    paymentId: string,
    amountPaise: number,
    notes: Record<string, string>,
  ): Promise<{ id: string }>;
  createOrder(request: ProviderOrderRequest): Promise<ProviderOrder>;
  /** The hosted page where a learner pays, when this service hosts it (the local checkout); otherwise null. */
  checkoutUrl(id: string): string | null;
}

/** What a payment screen asks the checkout to collect: a subscription or an order the server created. */
export interface CheckoutRequest {
  kind: 'subscription' | 'order';
  /** sub_… or order_…, as the create call answered. */
  id: string;
  /** The provider key id the create call answered (Razorpay's public key, or the local provider's). */
  key: string;
  /** The local checkout page when the platform hosts one (no Razorpay keys); null with real Razorpay. */
  checkoutUrl: string | null;
  title: string;
  description: string;
  /** Paise, for an order (Razorpay takes it from the order; shown by the widget). */
  amount?: number;
  currency?: string;
  prefill?: { name?: string; email?: string; contact?: string };
}

/** The fields the checkout hands the browser on success, sent as they are to aepverify or verify-payment. */
export type CheckoutPayment = Record<string, string>;

export type CheckoutOutcome =
  { status: 'paid'; payment: CheckoutPayment } | { status: 'failed'; message: string } | { status: 'closed' };

export const CHECKOUT_CLOSED_MESSAGE = 'Payment cancelled. You can try again whenever you are ready.';
export const CHECKOUT_FAILED_MESSAGE = 'Payment failed. Please try again.';
/** The product's red (spec section 7: the checkout opens "with a red theme"). */
export const CHECKOUT_THEME_COLOR = '#d32f2f';

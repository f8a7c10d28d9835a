import { localCheckout } from './local-checkout';
import { openRazorpay } from './razorpay';
import type { CheckoutOutcome, CheckoutRequest } from './types';

export { CheckoutHost } from './checkout-host';
export { loadRazorpay, RAZORPAY_SCRIPT_URL } from './razorpay';
export * from './types';

/**
 * The one way the payment screens take a payment: the platform's local checkout page when the create call
 * named one (no Razorpay keys), else Razorpay's widget. `onOpen` runs once the checkout is on screen.
 * Rejects only when the checkout could not be opened (e.g. checkout.js failed to load).
 */
export async function openCheckout(req: CheckoutRequest, onOpen: () => void = () => undefined) {
  if (req.checkoutUrl) {
    const outcome: Promise<CheckoutOutcome> = localCheckout.open(req);
    onOpen();
    return outcome;
  }
  return openRazorpay(req, onOpen);
}

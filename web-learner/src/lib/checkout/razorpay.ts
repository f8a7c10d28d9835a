import {
  CHECKOUT_FAILED_MESSAGE,
  CHECKOUT_THEME_COLOR,
  type CheckoutOutcome,
  type CheckoutRequest,
} from './types';

/** Razorpay's hosted widget, allowed by the payment screens' Content-Security-Policy only. */
export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayInstance {
  open(): void;
  close(): void;
  on(event: 'payment.failed', cb: (resp: { error?: { description?: string } }) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

let loading: Promise<RazorpayConstructor> | null = null;

/** Adds checkout.js once, on the first payment; a failed load can be tried again. */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  const existing = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const ctor = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (ctor) resolve(ctor);
      else reject(new Error('Razorpay checkout did not load'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('Razorpay checkout did not load'));
    };
    document.head.appendChild(script);
  }).catch((e: unknown) => {
    loading = null;
    throw e;
  });
  return loading;
}

/** Opens the widget; resolves once with what happened (paid, failed, or closed by the learner). */
export async function openRazorpay(req: CheckoutRequest, onOpen: () => void): Promise<CheckoutOutcome> {
  const Razorpay = await loadRazorpay();
  return new Promise<CheckoutOutcome>((resolve) => {
    let settled = false;
    const settle = (outcome: CheckoutOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const rzp = new Razorpay({
      key: req.key,
      ...(req.kind === 'subscription'
        ? { subscription_id: req.id }
        : { order_id: req.id, amount: req.amount, currency: req.currency }),
      name: req.title,
      description: req.description,
      prefill: req.prefill,
      theme: { color: CHECKOUT_THEME_COLOR },
      handler: (payment: Record<string, string>) => settle({ status: 'paid', payment }),
      modal: { ondismiss: () => settle({ status: 'closed' }) },
    });
    rzp.on('payment.failed', (resp) => {
      settle({ status: 'failed', message: resp.error?.description || CHECKOUT_FAILED_MESSAGE });
      rzp.close();
    });
    rzp.open();
    onOpen();
  });
}

import { useSyncExternalStore } from 'react';
import { CHECKOUT_FAILED_MESSAGE, type CheckoutOutcome, type CheckoutRequest } from './types';

/**
 * The platform's local checkout (no Razorpay keys): its page opens in a dialog on the payment screen
 * (<CheckoutHost/>), and tells the result by postMessage, as Razorpay's widget calls its handler.
 */
export interface OpenLocalCheckout {
  request: CheckoutRequest;
  settle: (outcome: CheckoutOutcome) => void;
}

let current: OpenLocalCheckout | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const localCheckout = {
  open(request: CheckoutRequest): Promise<CheckoutOutcome> {
    current?.settle({ status: 'closed' });
    return new Promise((resolve) => {
      const entry: OpenLocalCheckout = {
        request,
        settle: (outcome) => {
          if (current !== entry) return;
          current = null;
          emit();
          resolve(outcome);
        },
      };
      current = entry;
      emit();
    });
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: () => current,
};

export function useLocalCheckout(): OpenLocalCheckout | null {
  return useSyncExternalStore(localCheckout.subscribe, localCheckout.current, localCheckout.current);
}

/** The page's message: { source: 'dev-checkout', action: 'pay' | 'fail', body }. */
export function outcomeOfMessage(data: unknown): CheckoutOutcome | null {
  if (!data || typeof data !== 'object') return null;
  const { source, action, body } = data as { source?: unknown; action?: unknown; body?: unknown };
  if (source !== 'dev-checkout') return null;
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (action === 'pay' && typeof fields.razorpay_signature === 'string')
    return { status: 'paid', payment: fields as Record<string, string> };
  const error = fields.error as { description?: unknown } | undefined;
  const message =
    (typeof error?.description === 'string' && error.description) ||
    (typeof fields.message === 'string' && fields.message) ||
    CHECKOUT_FAILED_MESSAGE;
  return { status: 'failed', message };
}

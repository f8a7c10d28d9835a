import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';
import { CHECKOUT_CLOSED_MESSAGE, openCheckout } from '@/lib/checkout';
import { dialogs } from '@/lib/dialogs';
import { navigateTo } from '@/lib/navigation';
import { useCreateOrder, type CreateOrderInput } from '../api/create-order';
import { useVerifyPayment } from '../api/verify-payment';

export const PAYMENT_SUCCESS = '✅ Payment successful! You now have access to the quizzes.';
export const PAYMENT_INITIATION_FAILED = '❌ Payment initiation failed';
export const PAYMENT_VERIFICATION_FAILED = '❌ Payment verification failed';
export const LOGIN_TO_PAY = 'Please log in to buy old quizzes.';

export type PaymentMessage = { severity: 'success' | 'error' | 'info'; text: string } | null;

/**
 * The old-quiz purchase flow (spec section 4): processing while the order is created, ending once the
 * checkout is open or the order failed; the checkout's success is verified on the server.
 */
export function useOldQuizPayment() {
  const { t } = useTranslation('payments');
  const user = useCurrentUser();
  const createOrder = useCreateOrder();
  const verifyPayment = useVerifyPayment();
  const [processing, setProcessing] = useState(false);
  const [message, setMessage] = useState<PaymentMessage>(null);

  async function pay(input: CreateOrderInput, premiumCount: number) {
    if (processing) return;
    if (!user) {
      await dialogs.alert(t(LOGIN_TO_PAY));
      return navigateTo(paths.login.getHref());
    }
    setMessage(null);
    setProcessing(true);
    let outcome;
    try {
      const order = await createOrder.mutateAsync(input);
      outcome = await openCheckout(
        {
          kind: 'order',
          id: order.id,
          key: order.key,
          checkoutUrl: order.checkoutUrl,
          amount: order.amount,
          currency: order.currency,
          title: 'Purchase Old Quiz',
          description: order.description || `access to ${premiumCount} premium quizzes in the subject`,
          prefill: { name: user.name, email: user.email, contact: user.mobile },
        },
        () => setProcessing(false),
      );
    } catch {
      setProcessing(false);
      return setMessage({ severity: 'error', text: PAYMENT_INITIATION_FAILED });
    }
    if (outcome.status === 'closed') return setMessage({ severity: 'info', text: CHECKOUT_CLOSED_MESSAGE });
    if (outcome.status === 'failed') return setMessage({ severity: 'error', text: `❌ ${outcome.message}` });
    try {
      await verifyPayment.mutateAsync(outcome.payment);
      setMessage({ severity: 'success', text: PAYMENT_SUCCESS });
    } catch {
      return setMessage({ severity: 'error', text: PAYMENT_VERIFICATION_FAILED });
    }
  }

  return { pay, processing, message };
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { CHECKOUT_CLOSED_MESSAGE, openCheckout } from '@/lib/checkout';
import { navigateTo } from '@/lib/navigation';
import { notify } from '@/lib/notify';
import { useCreateSubscription } from '../api/create-subscription';
import type { Plan } from '../api/get-plans';
import { useVerifySubscription } from '../api/verify-subscription';

export const CREATE_FAILED = 'Failed to create subscription.';
export const SOMETHING_WENT_WRONG = 'Something went wrong!';

/**
 * The subscribe flow of spec section 4: a visitor goes to /login; else the subscription is created, the
 * checkout opens, and its success is verified on the server. Every way out clears the busy state, so a
 * closed or failed checkout leaves the plan buyable.
 */
export function useSubscribe() {
  const { t } = useTranslation('payments');
  const user = useCurrentUser();
  const createSubscription = useCreateSubscription();
  const verifySubscription = useVerifySubscription();
  const [processingId, setProcessingId] = useState<string | null>(null);
  const [referralCode, setReferralCode] = useState<string | null>(null);

  async function subscribe(plan: Plan) {
    if (!user) return navigateTo(paths.login.getHref());
    if (processingId) return;
    setProcessingId(plan.id);
    try {
      let created;
      try {
        created = await createSubscription.mutateAsync({
          plan_id: plan.plan_id,
          userId: user._id,
          total_count: plan.total_count,
          DivisonAndClass: plan.DivisonAndClass,
        });
      } catch (e) {
        notify.error(t(errorMessage(e, CREATE_FAILED)));
        return;
      }
      const outcome = await openCheckout({
        kind: 'subscription',
        id: created.data.id,
        key: created.key,
        checkoutUrl: created.checkoutUrl,
        title: plan.name,
        description: plan.features.join(', '),
        prefill: { name: user.name, email: user.email, contact: user.mobile },
      });
      if (outcome.status === 'closed') return notify.info(t(CHECKOUT_CLOSED_MESSAGE));
      if (outcome.status === 'failed') return notify.error(t(outcome.message));
      try {
        const verified = await verifySubscription.mutateAsync({
          payment: outcome.payment,
          userId: user._id,
          emailPlan: plan.name,
          paidfor: plan.DivisonAndClass,
        });
        notify.success(t(verified.message));
        if (verified.referralCode) setReferralCode(verified.referralCode);
      } catch (e) {
        notify.error(t(errorMessage(e, SOMETHING_WENT_WRONG)));
      }
    } catch (e) {
      // checkout.js failed to load, or the widget could not open.
      notify.error(t(errorMessage(e, SOMETHING_WENT_WRONG)));
    } finally {
      setProcessingId(null);
    }
  }

  return { subscribe, processingId, referralCode, closeSuccess: () => setReferralCode(null) };
}

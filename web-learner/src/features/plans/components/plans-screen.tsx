import { Alert, Box, Grid, Skeleton, Typography } from '@mui/material';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Head } from '@/components/seo/head';
import { errorMessage } from '@/lib/api-client';
import { useCurrentUser, useUserProfile } from '@/lib/auth';
import { CheckoutHost } from '@/lib/checkout';
import { usePlans } from '../api/get-plans';
import { useSubscribe } from '../hooks/use-subscribe';
import { isAlreadySubscribed, planButtonState } from '../plan-rules';
import { PlanCard } from './plan-card';
import { SubscriptionSuccessDialog } from './subscription-success-dialog';

/** Select Your Plan (spec 2.16): the Abhyudaya plans from billing, subscribe through the checkout. */
export function PlansScreen() {
  const { t } = useTranslation('payments');
  const user = useCurrentUser();
  const plans = usePlans(user?._id ?? null);
  // The cards are drawn in a transition, in slices, not in the task that receives the plans (a long task on a
  // phone, issue 37); the skeletons stay until then.
  const data = useDeferredValue(plans.data);
  const pending = !data && (plans.isPending || !!plans.data);
  const profile = useUserProfile();
  const { subscribe, processingId, referralCode, closeSuccess } = useSubscribe();
  const held = profile.data?.subscriptions ?? [];
  const now = new Date();

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
      <Head title={t('Select Your Plan')} />
      <Typography variant="h4" component="h1" textAlign="center" gutterBottom>
        {t('Select Your Plan')}
      </Typography>
      <Typography textAlign="center" color="text.secondary" sx={{ mb: 4 }}>
        {t('Abhyudaya · for aspirants who have passed 12th')}
      </Typography>
      {plans.isError && (
        <Alert severity="error">{t(errorMessage(plans.error, 'Something went wrong!'))}</Alert>
      )}
      {data && data.plans.length === 0 && <Alert severity="info">{t(data.message)}</Alert>}
      <Grid container spacing={3}>
        {pending &&
          [0, 1, 2, 3].map((i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, lg: 3 }}>
              <Skeleton variant="rounded" height={420} />
            </Grid>
          ))}
        {data?.plans.map((plan) => (
          <Grid key={plan.id} size={{ xs: 12, sm: 6, lg: 3 }}>
            <PlanCard
              plan={plan}
              state={planButtonState({
                subscribed: isAlreadySubscribed(plan, held, now),
                processing: processingId === plan.id,
              })}
              disabled={processingId !== null && processingId !== plan.id}
              onSubscribe={(p) => void subscribe(p)}
            />
          </Grid>
        ))}
      </Grid>
      <Typography variant="body2" color="text.secondary" textAlign="center" sx={{ mt: 4 }}>
        {t(
          'Full refund within 24 hours if fewer than 5 premium quizzes were accessed. After that, no refund, but access continues until the end of the cycle.',
        )}
      </Typography>
      <SubscriptionSuccessDialog referralCode={referralCode} onClose={closeSuccess} />
      <CheckoutHost />
    </Box>
  );
}

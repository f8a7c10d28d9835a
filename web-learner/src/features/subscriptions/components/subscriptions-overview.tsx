import { Alert, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';
import { useUserProfile } from '@/lib/auth';
import { successfulPurchases, visibleSubscriptions } from '../status';
import { OldPurchasesTable } from './old-purchases-table';
import { SubscriptionsTable } from './subscriptions-table';

/** The dashboard's Subscriptions section (spec 2.14): 'My Subscriptions' and 'Old Quiz Purchases'. */
export function SubscriptionsOverview() {
  const { t } = useTranslation('account');
  const profile = useUserProfile();
  if (profile.isPending) return <Skeleton variant="rounded" height={240} />;
  if (profile.isError)
    return <Alert severity="error">{t(errorMessage(profile.error, 'Something went wrong'))}</Alert>;
  return (
    <Stack spacing={3}>
      <section aria-labelledby="my-subscriptions">
        <Typography id="my-subscriptions" variant="h6" component="h2" gutterBottom>
          {t('My Subscriptions')}
        </Typography>
        <SubscriptionsTable subscriptions={visibleSubscriptions(profile.data.subscriptions)} />
      </section>
      <section aria-labelledby="old-quiz-purchases">
        <Typography id="old-quiz-purchases" variant="h6" component="h2" gutterBottom>
          {t('Old Quiz Purchases')}
        </Typography>
        <OldPurchasesTable purchases={successfulPurchases(profile.data.purchaseOrders)} />
      </section>
    </Stack>
  );
}

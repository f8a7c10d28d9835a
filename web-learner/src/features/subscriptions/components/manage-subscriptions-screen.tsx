import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Head } from '@/components/seo/head';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useUserProfile } from '@/lib/auth';
import { dialogs } from '@/lib/dialogs';
import { notify } from '@/lib/notify';
import type { User } from '@/types/api';
import { useUnsubscribe } from '../api/unsubscribe';
import { manageableSubscriptions, type HeldSubscription } from '../status';
import { SubscriptionsTable } from './subscriptions-table';

export const UNSUBSCRIBE_FAILED = 'Failed to unsubscribe.';
export const ACCESS_NOTE =
  'Note: after you unsubscribe, your access continues until the next billing date. You will not be charged again.';
export const CONFIRM_UNSUBSCRIBE = 'Do you want to unsubscribe from {{plan}}?';

/** Manage subscriptions (spec 2.15), at /mySubscriptions and /unSubscribe. */
export function ManageSubscriptionsScreen() {
  const { t } = useTranslation('account');
  const profile = useUserProfile();
  const unsubscribe = useUnsubscribe();
  const [busyId, setBusyId] = useState<string | null>(null);
  // Rows unsubscribed in this visit: gone at once, before the profile is read again.
  const [removed, setRemoved] = useState<string[]>([]);

  async function onUnsubscribe(user: Pick<User, '_id'>, s: HeldSubscription) {
    const ok = await dialogs.confirm(t(CONFIRM_UNSUBSCRIBE, { plan: s.plan || s.id }), {
      title: t('Unsubscribe'),
      confirmLabel: t('Unsubscribe'),
      cancelLabel: t('Keep subscription'),
    });
    if (!ok) return;
    setBusyId(s.id);
    try {
      const answer = await unsubscribe.mutateAsync({ subscriptionId: s.id, userId: user._id });
      setRemoved((r) => [...r, s.id]);
      notify.success(answer.message);
    } catch (e) {
      notify.error(t(errorMessage(e, UNSUBSCRIBE_FAILED)));
    } finally {
      setBusyId(null);
    }
  }

  const rows = manageableSubscriptions(profile.data?.subscriptions).filter((s) => !removed.includes(s.id));
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
      <Head title={t('My Subscriptions')} />
      <Typography variant="h4" component="h1" gutterBottom>
        {t('My Subscriptions')}
      </Typography>
      <Alert severity="info" icon={<InfoOutlinedIcon />} sx={{ mb: 3 }}>
        {t(ACCESS_NOTE)}
      </Alert>
      {profile.isPending && <Skeleton variant="rounded" height={200} />}
      {profile.isError && (
        <Alert severity="error">{t(errorMessage(profile.error, 'Something went wrong'))}</Alert>
      )}
      {profile.data && (
        <Stack spacing={3} alignItems="flex-start">
          <Box sx={{ width: '100%' }}>
            <SubscriptionsTable
              subscriptions={rows}
              manage={{ busyId, onUnsubscribe: (s) => void onUnsubscribe(profile.data, s) }}
            />
          </Box>
          <Button variant="contained" color="secondary" component="a" href={paths.purchase.getHref()}>
            {t('Purchase Plan')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}

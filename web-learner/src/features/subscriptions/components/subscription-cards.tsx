import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { canUnsubscribe, type HeldSubscription } from '../status';
import { StatusBadge } from './status-badge';
import type { ManageActions } from './subscriptions-table';

/** The subscriptions table on a phone: one card per row, so the status and the action stay in view. */
export function SubscriptionCards({
  subscriptions,
  manage,
}: {
  subscriptions: HeldSubscription[];
  manage?: ManageActions;
}) {
  const { t } = useTranslation('account');
  return (
    <Stack
      spacing={1.5}
      component="ol"
      sx={{ p: 0, m: 0, listStyle: 'none' }}
      aria-label={t('My Subscriptions')}
    >
      {subscriptions.map((s, i) => {
        const fields: [string, string][] = [
          [t('Subscription ID'), s.id],
          ...(manage ? ([[t('Plan Name'), s.plan]] as [string, string][]) : []),
          [t('Billing Cycle'), t(s.billingCycle || '-')],
          [t('Start Date'), formatDate(s.startDate)],
          [t('Next Billing Date'), formatDate(s.nextBillingDate)],
        ];
        return (
          <Card component="li" key={s.id} data-testid="subscription-row">
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
                <Typography fontWeight={700}># {i + 1}</Typography>
                <StatusBadge status={s.status} />
              </Box>
              <Box
                component="dl"
                sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
              >
                {fields.map(([label, value]) => (
                  <Box key={label} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {label}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }}>
                      {value}
                    </Typography>
                  </Box>
                ))}
              </Box>
              {manage && canUnsubscribe(s) && (
                <Button
                  fullWidth
                  sx={{ mt: 1.5 }}
                  color="error"
                  variant="outlined"
                  disabled={manage.busyId !== null}
                  onClick={() => manage.onUnsubscribe(s)}
                >
                  {manage.busyId === s.id ? t('Unsubscribing...') : t('Unsubscribe')}
                </Button>
              )}
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}

import {
  Button,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { canUnsubscribe, type HeldSubscription } from '../status';
import { StatusBadge } from './status-badge';
import { SubscriptionCards } from './subscription-cards';

export const NO_SUBSCRIPTIONS = 'You have no active subscriptions.';

export interface ManageActions {
  busyId: string | null;
  onUnsubscribe: (s: HeldSubscription) => void;
}

interface Props {
  subscriptions: HeldSubscription[];
  /** The manage screen (spec 2.15): Plan Name and Action columns. */
  manage?: ManageActions;
}

/** 'My Subscriptions' (spec 2.14), and with `manage` the table of spec 2.15. */
export function SubscriptionsTable({ subscriptions, manage }: Props) {
  const { t } = useTranslation('account');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  if (!subscriptions.length)
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {t(NO_SUBSCRIPTIONS)}
      </Typography>
    );
  if (phone) return <SubscriptionCards subscriptions={subscriptions} manage={manage} />;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('My Subscriptions')}>
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>{t('Subscription ID')}</TableCell>
            {manage && <TableCell>{t('Plan Name')}</TableCell>}
            <TableCell>{t('Billing Cycle')}</TableCell>
            <TableCell>{t('Status')}</TableCell>
            <TableCell>{t('Start Date')}</TableCell>
            <TableCell>{t('Next Billing Date')}</TableCell>
            {manage && <TableCell>{t('Action')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {subscriptions.map((s, i) => (
            <TableRow key={s.id} data-testid="subscription-row">
              <TableCell>{i + 1}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{s.id}</TableCell>
              {manage && <TableCell>{s.plan}</TableCell>}
              <TableCell>{t(s.billingCycle || '-')}</TableCell>
              <TableCell>
                <StatusBadge status={s.status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(s.startDate)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(s.nextBillingDate)}</TableCell>
              {manage && (
                <TableCell>
                  {canUnsubscribe(s) && (
                    <Button
                      size="small"
                      color="error"
                      variant="outlined"
                      sx={{ whiteSpace: 'nowrap' }}
                      disabled={manage.busyId !== null}
                      onClick={() => manage.onUnsubscribe(s)}
                    >
                      {manage.busyId === s.id ? t('Unsubscribing...') : t('Unsubscribe')}
                    </Button>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

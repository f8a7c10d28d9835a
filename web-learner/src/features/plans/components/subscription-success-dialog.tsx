import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Spec 2.16: shown when the verification returns a referral code. */
export function SubscriptionSuccessDialog(props: { referralCode: string | null; onClose: () => void }) {
  const { t } = useTranslation('payments');
  return (
    <Dialog open={!!props.referralCode} onClose={props.onClose} aria-labelledby="subscription-success">
      <DialogTitle id="subscription-success">{t('Subscription Successful!')}</DialogTitle>
      <DialogContent>
        <Typography gutterBottom>{t('Your subscription is now active.')}</Typography>
        <Typography>
          {t('Your referral code:')}{' '}
          <Typography
            component="strong"
            sx={{ fontWeight: 700, fontFamily: 'monospace' }}
            data-testid="referral-code"
          >
            {props.referralCode}
          </Typography>
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={props.onClose} autoFocus>
          {t('OK')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import TimerIcon from '@mui/icons-material/TimerOutlined';
import { Box, Button, Chip, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { local, storageKeys } from '@/lib/storage';
import { useVerifyOtp } from '../api/verify-otp';
import { useCountdown } from '../hooks/use-countdown';
import {
  digitsOnly,
  formatCountdown,
  maskEmail,
  OTP_LIFETIME_SECONDS,
  OTP_MAX_LENGTH,
} from '../utils/validation';
import { AuthCard } from './auth-card';

/**
 * OTP verification (spec 2.6, sections 4, 5 and 8): the masked registeredEmail, a 600-second countdown that
 * sends the learner back to /register at zero, a digits-only code of up to 6 (the server sends 6, so the
 * prompt says 6), and 'Return to registration'. Success forgets registeredEmail and goes to /login.
 */
export function OtpVerification() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [email] = useState(() => local.get(storageKeys.registeredEmail) ?? '');
  const [otp, setOtp] = useState('');
  const verify = useVerifyOtp();

  const expire = useCallback(() => {
    void dialogs.alert(t('Verification time expired. Please register again.'));
    void navigate(paths.register.getHref());
  }, [navigate, t]);
  const left = useCountdown(OTP_LIFETIME_SECONDS, expire);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (verify.isPending) return;
    if (!otp) return void dialogs.alert(t('Please enter the OTP.'));
    if (!email) return void dialogs.alert(t('Email not found. Please register again.'));
    verify.mutate(
      { email, otp },
      {
        onSuccess: (answer) => {
          local.remove(storageKeys.registeredEmail);
          void dialogs.alert(t(answer?.message || 'User Verified Successfully'));
          void navigate(paths.login.getHref());
        },
        onError: (err) => void dialogs.alert(t(errorMessage(err, 'Invalid OTP. Please try again.'))),
      },
    );
  };

  return (
    <AuthCard
      title={t('Verify your email')}
      subtitle={
        email ? (
          <>
            {t('We sent a 6-digit code to')}{' '}
            <Box component="strong" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
              {maskEmail(email)}
            </Box>
          </>
        ) : (
          t('Email not found. Please register again.')
        )
      }
    >
      <Chip
        icon={<TimerIcon />}
        color={left <= 60 ? 'warning' : 'default'}
        variant="outlined"
        label={
          <span
            role="timer"
            aria-live="off"
            aria-label={t('Time left: {{time}}', { time: formatCountdown(left) })}
          >
            {t('Code expires in')} <strong>{formatCountdown(left)}</strong>
          </span>
        }
        sx={{ mb: 3 }}
      />
      <Box component="form" noValidate onSubmit={submit} aria-busy={verify.isPending}>
        <TextField
          label={t('Enter the 6-digit OTP')}
          value={otp}
          onChange={(e) => setOtp(digitsOnly(e.target.value, OTP_MAX_LENGTH))}
          fullWidth
          autoFocus
          autoComplete="one-time-code"
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              maxLength: OTP_MAX_LENGTH,
              pattern: '[0-9]*',
              style: { letterSpacing: '0.4em', fontSize: '1.25rem' },
            },
          }}
        />
        <Stack spacing={1.5} sx={{ mt: 3 }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={verify.isPending}
            startIcon={
              verify.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
            }
          >
            {t('Verify')}
          </Button>
          <Button
            variant="outlined"
            size="large"
            fullWidth
            onClick={() => void navigate(paths.register.getHref())}
          >
            {t('Return to registration')}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t("Didn't get the code? Check your spam folder, or return to registration to get a new one.")}
        </Typography>
      </Box>
    </AuthCard>
  );
}

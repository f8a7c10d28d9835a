import { Alert, Box, Button, CircularProgress, Link, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { notify } from '@/lib/notify';
import { useForgotPassword } from '../api/forgot-password';

export const FORGOT_RESET_DEFAULT_ERROR = 'An error occurred. Please try again.';

/**
 * Forgot Password (spec 2.13): an email, 'Reset Password' and 'Redirect to Login'. An empty email alerts
 * 'Email must be filled'; a sent code alerts 'OTP Sent Successfully' and opens /enterOTP with the email as
 * navigation state; a failure is a toast (and stays on screen as the error state).
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const forgot = useForgotPassword();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (forgot.isPending) return;
    const trimmed = email.trim().toLowerCase();
    if (!trimmed) return void dialogs.alert(t('Email must be filled'));
    forgot.mutate(
      { email: trimmed },
      {
        onSuccess: (answer) => {
          void dialogs.alert(t(answer?.message || 'OTP Sent Successfully'));
          void navigate(paths.enterOtp.getHref(), { state: { email: trimmed } });
        },
        onError: (err) => notify.error(t(errorMessage(err, FORGOT_RESET_DEFAULT_ERROR))),
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-busy={forgot.isPending}>
      {forgot.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t(errorMessage(forgot.error, FORGOT_RESET_DEFAULT_ERROR))}
        </Alert>
      )}
      <TextField
        label={t('Email')}
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value.toLowerCase())}
        required
        fullWidth
        autoComplete="email"
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={forgot.isPending}
        sx={{ mt: 3, fontWeight: 700 }}
        startIcon={forgot.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {t('Reset Password')}
      </Button>
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        <Link underline="always" component={RouterLink} to={paths.login.getHref()}>
          {t('Redirect to Login')}
        </Link>
      </Typography>
    </Box>
  );
}

import { Alert, Box, Button, CircularProgress, Link, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { useResetPassword } from '../api/reset-password';
import { digitsOnly, OTP_MAX_LENGTH } from '../utils/validation';
import { FORGOT_RESET_DEFAULT_ERROR } from './forgot-password-form';
import { PasswordField } from './password-field';

/**
 * Reset Password (spec 2.13): OTP and New Password, then Submit; both are needed ('Every input field must
 * be filled'). The email comes as navigation state from Forgot Password. Success alerts 'Password Changed
 * Successfully' and goes to /login.
 */
export function ResetPasswordForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const email = (useLocation().state as { email?: string } | null)?.email ?? '';
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const reset = useResetPassword();

  if (!email)
    return (
      <Alert severity="info">
        {t('Ask for a reset code first.')}{' '}
        <Link underline="always" component={RouterLink} to={paths.forgotPassword.getHref()}>
          {t('Forgot password?')}
        </Link>
      </Alert>
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reset.isPending) return;
    if (!otp || !password) return void dialogs.alert(t('Every input field must be filled'));
    reset.mutate(
      { email, otp, newpassword: password },
      {
        onSuccess: (answer) => {
          void dialogs.alert(t(answer?.message || 'Password Changed Successfully'));
          void navigate(paths.login.getHref());
        },
        onError: (err) => void dialogs.alert(t(errorMessage(err, FORGOT_RESET_DEFAULT_ERROR))),
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-busy={reset.isPending}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('Enter the 6-digit code we mailed to {{email}} and choose a new password.', { email })}
      </Typography>
      {reset.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t(errorMessage(reset.error, FORGOT_RESET_DEFAULT_ERROR))}
        </Alert>
      )}
      <Stack spacing={2}>
        <TextField
          label={t('OTP')}
          value={otp}
          onChange={(e) => setOtp(digitsOnly(e.target.value, OTP_MAX_LENGTH))}
          required
          fullWidth
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: OTP_MAX_LENGTH, pattern: '[0-9]*' } }}
        />
        <PasswordField
          label={t('New Password')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
          fullWidth
          autoComplete="new-password"
        />
      </Stack>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={reset.isPending}
        sx={{ mt: 3, fontWeight: 700 }}
        startIcon={reset.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {t('Submit')}
      </Button>
    </Box>
  );
}

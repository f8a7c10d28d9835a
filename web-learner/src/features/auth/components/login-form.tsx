import { Alert, Box, Button, CircularProgress, Link, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LoginFailed, useLogin } from '@/lib/auth';
import { dialogs } from '@/lib/dialogs';
import { hasAtSign } from '../utils/validation';
import { PasswordField } from './password-field';

const LOGIN_FAILED = 'Login failed. Please try again.';

/**
 * Login (spec 2.5, sections 4, 5 and 8). The email is lowercased as typed and must contain '@'. lib/auth's
 * useLogin asks about a session in another browser (409) and retries with forceLogin; any failure shows in
 * the banner and in an alert. Success goes to /quizList.
 */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const login = useLogin();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!email || !password || login.isPending) return;
    if (!hasAtSign(email)) return void dialogs.alert(t('Invalid Email. Please enter a valid email address.'));
    setFailure(null);
    login.mutate(
      { email, password },
      {
        onSuccess: () => void navigate(paths.quizList.getHref()),
        onError: (err) => {
          const message = t(err instanceof LoginFailed ? err.message : LOGIN_FAILED);
          setFailure(message);
          void dialogs.alert(message);
        },
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-busy={login.isPending}>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {failure}
        </Alert>
      )}
      <Stack spacing={2}>
        <TextField
          label={t('Email')}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value.toLowerCase())}
          required
          fullWidth
          autoComplete="email"
        />
        <PasswordField
          label={t('Password')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
          fullWidth
          autoComplete="current-password"
        />
      </Stack>
      <Box sx={{ textAlign: 'right', mt: 1 }}>
        <Link underline="always" component={RouterLink} to={paths.forgotPassword.getHref()} variant="body2">
          {t('Forgot password?')}
        </Link>
      </Box>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={!email || !password || login.isPending}
        sx={{ mt: 3, fontWeight: 700 }}
        startIcon={login.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {t('Login')}
      </Button>
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        {t("Don't have an account?")}{' '}
        <Link underline="always" component={RouterLink} to={paths.register.getHref()}>
          {t('Register')}
        </Link>
      </Typography>
    </Box>
  );
}

import { Alert, Box, Button, CircularProgress, Grid, Link, TextField, Typography } from '@mui/material';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { local, storageKeys } from '@/lib/storage';
import { useCities, useStates } from '../api/get-geo';
import { CLASS_PASSED_12TH, useRegisterUser } from '../api/register-user';
import { isValidPhone, phoneDigits } from '../utils/validation';
import { PasswordField } from './password-field';

const EMPTY = { name: '', classs: '', email: '', mobile: '', state: '', city: '', password: '', confirm: '' };
type Fields = typeof EMPTY;

/**
 * 'Create Account' (spec 2.4, rules of section 5): REGISTER enables once all eight inputs are filled; the
 * passwords must match and the phone have 10 digits; the email is lowercased as typed and trimmed on submit.
 * Success keeps the email as registeredEmail and goes to /verification.
 */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [f, setF] = useState<Fields>(EMPTY);
  const states = useStates();
  const cities = useCities(f.state);
  const register = useRegisterUser();

  const set = (key: keyof Fields) => (e: ChangeEvent<HTMLInputElement>) => {
    const raw = e.target.value;
    const value = key === 'email' ? raw.toLowerCase() : key === 'mobile' ? phoneDigits(raw) : raw;
    // Choosing a state clears the chosen city (its list reloads for the new state).
    setF((prev) => ({ ...prev, [key]: value, ...(key === 'state' ? { city: '' } : {}) }));
  };

  const complete = Object.values(f).every((v) => v.trim() !== '');
  const busy = register.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!complete || busy) return;
    if (f.password !== f.confirm) return void dialogs.alert(t('Passwords do not match'));
    if (!isValidPhone(f.mobile)) return void dialogs.alert(t('Please enter a valid phone no.'));
    const email = f.email.trim().toLowerCase();
    register.mutate(
      {
        name: f.name.trim(),
        classs: f.classs,
        email,
        mobile: f.mobile,
        state: f.state,
        city: f.city,
        password: f.password,
      },
      {
        onSuccess: () => {
          local.set(storageKeys.registeredEmail, email);
          void dialogs.alert(t('OTP sent! Please check your email.'));
          void navigate(paths.verification.getHref());
        },
        onError: (err) => void dialogs.alert(t(errorMessage(err, 'Registration failed. Please try again.'))),
      },
    );
  };

  // Native selects (phones' own pickers, type-ahead); the label stays up because the empty option has text.
  const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-busy={busy}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label={t('Full name')}
            value={f.name}
            onChange={set('name')}
            required
            fullWidth
            autoComplete="name"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label={t('Class')}
            value={f.classs}
            onChange={set('classs')}
            required
            fullWidth
            select
            slotProps={nativeSelect}
          >
            <option value="">{t('Select your class')}</option>
            <option value={CLASS_PASSED_12TH}>{t(CLASS_PASSED_12TH)}</option>
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label={t('Email')}
            type="email"
            value={f.email}
            onChange={set('email')}
            required
            fullWidth
            autoComplete="email"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label={t('Contact number')}
            value={f.mobile}
            onChange={set('mobile')}
            required
            fullWidth
            autoComplete="tel-national"
            helperText={t('10 digits')}
            // No maxLength: it would cut a pasted '+91 98765 43210' before its digits are picked out.
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label={t('State')}
            value={f.state}
            onChange={set('state')}
            required
            fullWidth
            select
            disabled={states.isPending}
            slotProps={nativeSelect}
          >
            <option value="">{states.isPending ? t('Loading states...') : t('Select your state')}</option>
            {(states.data ?? []).map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label={t('City / District')}
            value={f.city}
            onChange={set('city')}
            required
            fullWidth
            select
            disabled={!f.state || cities.isFetching}
            slotProps={nativeSelect}
          >
            <option value="">
              {f.state && cities.isFetching ? t('Loading cities...') : t('Select your city or district')}
            </option>
            {(f.state ? (cities.data ?? []) : []).map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PasswordField
            label={t('Password')}
            value={f.password}
            onChange={set('password')}
            required
            fullWidth
            autoComplete="new-password"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PasswordField
            label={t('Confirm password')}
            value={f.confirm}
            onChange={set('confirm')}
            required
            fullWidth
            autoComplete="new-password"
          />
        </Grid>
      </Grid>
      {register.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t(errorMessage(register.error, 'Registration failed. Please try again.'))}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={!complete || busy}
        sx={{ mt: 3, textTransform: 'uppercase', fontWeight: 700 }}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {t('Register')}
      </Button>
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        {t('Already have an account?')}{' '}
        <Link underline="always" component={RouterLink} to={paths.login.getHref()}>
          {t('Login')}
        </Link>
      </Typography>
    </Box>
  );
}

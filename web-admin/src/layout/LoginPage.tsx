import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useLogin } from 'react-admin';

/** Sign-in with the platform's accounts; after a 409 the editor may end the other browser's session. */
export function LoginPage() {
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [forceLogin, setForceLogin] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await login({ email, password, forceLogin });
    } catch (err) {
      const status = (err as { status?: number }).status;
      if (status === 409) setConflict(true);
      setError((err as Error).message || 'Sign-in failed.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Stack component="form" spacing={2} onSubmit={submit} noValidate>
            <Box>
              <Typography component="h1" variant="h5">
                Exam Prep console
              </Typography>
              <Typography variant="body2" color="text.secondary">
                For content editors and admins.
              </Typography>
            </Box>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <TextField
              label="Email"
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            {conflict && (
              <FormControlLabel
                control={<Checkbox checked={forceLogin} onChange={(e) => setForceLogin(e.target.checked)} />}
                label="Sign out the other browser and sign in here"
              />
            )}
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              Sign in
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}

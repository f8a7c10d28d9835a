import SendIcon from '@mui/icons-material/SendOutlined';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';

/** A mail draft to support with the learner's words; what the learner's mail app opens (spec 2.18). */
export function contactMailto(to: string, v: { name: string; email: string; message: string }): string {
  const subject = `Message from ${v.name.trim()}`;
  const body = `${v.message.trim()}\n\n${v.name.trim()} <${v.email.trim()}>`;
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
type Field = 'name' | 'email' | 'message';

/**
 * The contact form (spec 2.18, section 5): name, email and message, all required. Submitting opens a mail
 * draft to the support address; there is no server call.
 */
export function ContactForm({
  openMail = (url: string) => window.location.assign(url),
}: {
  openMail?: (url: string) => void;
}) {
  const { t } = useTranslation('static');
  const [v, setV] = useState({ name: '', email: '', message: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sent, setSent] = useState(false);

  const set = (key: Field) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setV((prev) => ({ ...prev, [key]: e.target.value }));
    setErrors((prev) => ({ ...prev, [key]: undefined }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!v.name.trim()) found.name = t('Please enter your name.');
    if (!v.email.trim()) found.email = t('Please enter your email.');
    else if (!EMAIL_SHAPE.test(v.email.trim())) found.email = t('Please enter a valid email address.');
    if (!v.message.trim()) found.message = t('Please write your message.');
    setErrors(found);
    if (Object.keys(found).length) return;
    openMail(contactMailto(env.SUPPORT_EMAIL, v));
    setSent(true);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ mt: 3 }}>
      <Stack spacing={2}>
        <TextField
          label={t('Name')}
          value={v.name}
          onChange={set('name')}
          required
          fullWidth
          autoComplete="name"
          error={!!errors.name}
          helperText={errors.name}
        />
        <TextField
          label={t('Email')}
          type="email"
          value={v.email}
          onChange={set('email')}
          required
          fullWidth
          autoComplete="email"
          error={!!errors.email}
          helperText={errors.email}
        />
        <TextField
          label={t('Message')}
          value={v.message}
          onChange={set('message')}
          required
          fullWidth
          multiline
          minRows={5}
          error={!!errors.message}
          helperText={errors.message}
        />
      </Stack>
      <Button type="submit" variant="contained" size="large" endIcon={<SendIcon />} sx={{ mt: 3 }}>
        {t('Send message')}
      </Button>
      {sent && (
        <Alert severity="success" sx={{ mt: 3 }} role="status">
          {t(
            'Your mail app opens with your message to {{email}}. If it does not, write to that address directly.',
            { email: env.SUPPORT_EMAIL },
          )}
        </Alert>
      )}
    </Box>
  );
}

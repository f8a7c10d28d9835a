import { Alert, Avatar, Box, Card, CardContent, Divider, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';
import { useUserProfile } from '@/lib/auth';

const initial = (name: string) => (name.trim()[0] ?? '?').toUpperCase();
const hasCode = (code: string | undefined) => !!code && code !== 'Empty';

/** Profile (spec 2.14): the initial avatar and every field the spec lists. */
export function ProfilePanel() {
  const { t } = useTranslation('account');
  const profile = useUserProfile();
  if (profile.isPending) return <Skeleton variant="rounded" height={320} />;
  if (profile.isError)
    return <Alert severity="error">{t(errorMessage(profile.error, 'Something went wrong'))}</Alert>;
  const u = profile.data;
  const rows: [string, string][] = [
    [t('Mobile'), u.mobile || '-'],
    // 'Empty' is the school code every self-registered learner gets (spec section 9): not a code to show.
    [t('School'), hasCode(u.schoolcode) ? `${u.school} (${u.schoolcode})` : u.school || '-'],
    [t('City'), [u.city, u.state].filter(Boolean).join(', ') || '-'],
    [t('Paid User'), u.paid ? t('Yes') : t('No')],
    [t('Class and Section'), [u.classs, u.section].filter(Boolean).join(' · ') || '-'],
    [t('Referral Code'), u.referralCode || '-'],
  ];
  return (
    <Card>
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          alignItems={{ sm: 'center' }}
          sx={{ mb: 2 }}
        >
          <Avatar sx={{ width: 72, height: 72, fontSize: 32, bgcolor: 'secondary.main' }} aria-hidden>
            {initial(u.name)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="h2" sx={{ wordBreak: 'break-word' }}>
              {u.name}
            </Typography>
            <Typography color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              {u.email}
            </Typography>
          </Box>
        </Stack>
        <Divider />
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' } }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary" sx={{ pt: 1.5, pb: { sm: 1.5 } }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, pb: 1.5, pt: { sm: 1.5 }, fontWeight: 600 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

import EmailIcon from '@mui/icons-material/EmailOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import { Box, Container, Grid, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { BrandLogo } from '@/components/ui/brand-logo';
import { env } from '@/config/env';
import { paths } from '@/config/paths';

const SOCIAL = [
  { label: 'YouTube', href: 'https://www.youtube.com/@examprep' },
  { label: 'Telegram', href: 'https://t.me/examprep' },
  { label: 'Instagram', href: 'https://www.instagram.com/examprep' },
  { label: 'X', href: 'https://x.com/examprep' },
];

/** The footer of spec 2.3: about text, quick links, contact, social links, office address and copyright. */
export function Footer() {
  const { t } = useTranslation();
  const quickLinks = [
    { label: t('About us'), href: paths.aboutUs.getHref() },
    { label: t('Purchase Plan'), href: paths.purchase.getHref(), document: true },
    { label: t('Purchase Old Quiz'), href: paths.purchaseOldQuiz.getHref(), document: true },
    { label: t('Cancellation and refund policy'), href: paths.cancelPolicy.getHref() },
    { label: t('Terms and conditions'), href: paths.terms.getHref() },
    { label: t('Privacy policy'), href: paths.privacy.getHref() },
    { label: t('Disclaimer'), href: paths.disclaimer.getHref() },
    { label: t('Unsubscribe'), href: paths.unsubscribeInfo.getHref() },
    { label: t('Contact us'), href: paths.contact.getHref() },
  ];
  return (
    <Box
      component="footer"
      sx={{ mt: 'auto', borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <BrandLogo />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              {t(
                'Daily current affairs, news analysis, NCERT question sets and mock tests in English and Hindi, for UPSC, State PSC, SSC, IBPS and NDA aspirants.',
              )}
            </Typography>
            <Stack
              direction="row"
              spacing={2}
              sx={{ mt: 2, flexWrap: 'wrap' }}
              component="ul"
              aria-label={t('Follow us')}
              style={{ listStyle: 'none', padding: 0 }}
            >
              {SOCIAL.map((s) => (
                <li key={s.label}>
                  <Link href={s.href} target="_blank" rel="noopener noreferrer" color="text.secondary">
                    {s.label}
                  </Link>
                </li>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Typography variant="subtitle1" component="h2" gutterBottom>
              {t('Quick links')}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, columns: 2, columnGap: 2 }}>
              {quickLinks.map((l) => (
                <Box component="li" key={l.href} sx={{ mb: 0.75, breakInside: 'avoid' }}>
                  {l.document ? (
                    <Link href={l.href} color="text.secondary" variant="body2">
                      {l.label}
                    </Link>
                  ) : (
                    <Link component={RouterLink} to={l.href} color="text.secondary" variant="body2">
                      {l.label}
                    </Link>
                  )}
                </Box>
              ))}
            </Box>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }} id="contact">
            <Typography variant="subtitle1" component="h2" gutterBottom>
              {t('Contact')}
            </Typography>
            <Stack spacing={1} sx={{ color: 'text.secondary' }}>
              <Stack direction="row" spacing={1} alignItems="center">
                <EmailIcon fontSize="small" aria-hidden />
                <Link
                  href={`mailto:${env.SUPPORT_EMAIL}`}
                  color="inherit"
                  variant="body2"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {env.SUPPORT_EMAIL}
                </Link>
              </Stack>
              <Stack direction="row" spacing={1} alignItems="center">
                <PhoneIcon fontSize="small" aria-hidden />
                <Link href={`tel:${env.SUPPORT_PHONE.replace(/\s/g, '')}`} color="inherit" variant="body2">
                  {env.SUPPORT_PHONE}
                </Link>
              </Stack>
              <Stack direction="row" spacing={1} alignItems="flex-start">
                <PlaceIcon fontSize="small" aria-hidden />
                <Typography variant="body2" component="address" sx={{ fontStyle: 'normal' }}>
                  {t('Office')}: 2nd Floor, 14 Mukherjee Nagar, New Delhi 110009, India
                </Typography>
              </Stack>
            </Stack>
          </Grid>
        </Grid>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 4, pt: 2, borderTop: 1, borderColor: 'divider' }}
        >
          © {new Date().getFullYear()} Exam Prep. {t('All rights reserved.')}
        </Typography>
      </Container>
    </Box>
  );
}

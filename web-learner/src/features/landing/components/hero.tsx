import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

export const FEATURES_ANCHOR = 'features';

/** Moves to the topics and puts keyboard focus there, so Explore helps screen-reader users too. */
export function scrollToFeatures(): void {
  const target = document.getElementById(FEATURES_ANCHOR);
  if (!target) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

/** The hero of spec 2.3: the headline and Explore, which scrolls to the topics. */
export function Hero({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('landing');
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={(theme) => ({
        py: { xs: 6, md: 10 },
        background:
          theme.palette.mode === 'dark'
            ? `linear-gradient(160deg, ${theme.palette.background.default} 0%, #10213d 100%)`
            : `linear-gradient(160deg, #f3f7ff 0%, ${theme.palette.background.default} 100%)`,
      })}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: '0.12em' }}>
          {t('UPSC · State PSC · SSC · IBPS · NDA')}
        </Typography>
        <Typography
          id="hero-title"
          variant="h2"
          component="h1"
          sx={{
            fontWeight: 800,
            fontSize: { xs: '2rem', sm: '2.75rem', md: '3.5rem' },
            mt: 1,
            lineHeight: 1.15,
          }}
        >
          {t('Prepare every day. Practise with purpose. Succeed with confidence.')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2.5, fontSize: { xs: '1rem', md: '1.2rem' } }}>
          {t(
            'Daily current affairs, detailed news analysis, NCERT chapter sets and mock tests in English and Hindi, with results, percentile and practice reattempts.',
          )}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="center" sx={{ mt: 4 }}>
          <Button variant="contained" size="large" endIcon={<ArrowDownwardIcon />} onClick={scrollToFeatures}>
            {t('Explore')}
          </Button>
          {!signedIn && (
            <Button variant="outlined" size="large" component={RouterLink} to={paths.register.getHref()}>
              {t('Create a free account')}
            </Button>
          )}
        </Stack>
      </Container>
    </Box>
  );
}

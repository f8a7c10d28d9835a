import { Box, Button, Container, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { paths } from '@/config/paths';

/**
 * The call to action of spec 2.3: Enroll Now to /purchase (a document of its own: the payment screens'
 * Content-Security-Policy allows the checkout) and the support mail link.
 */
export function CallToAction() {
  const { t } = useTranslation('landing');
  return (
    <Box component="section" aria-labelledby="cta-title" sx={{ py: { xs: 6, md: 8 } }}>
      <Container maxWidth="md">
        <Box
          sx={{
            textAlign: 'center',
            p: { xs: 3, md: 6 },
            borderRadius: 4,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <Typography
            id="cta-title"
            variant="h4"
            component="h2"
            sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', md: '2.1rem' } }}
          >
            {t('Ready to start your preparation?')}
          </Typography>
          <Typography sx={{ mt: 1.5, opacity: 0.95 }}>
            {t('Choose a plan and get every premium quiz, PDF and mock test of your subjects.')}
          </Typography>
          <Button
            href={paths.purchase.getHref()}
            variant="contained"
            size="large"
            sx={{
              mt: 3,
              bgcolor: 'background.paper',
              color: 'primary.main',
              fontWeight: 700,
              '&:hover': { bgcolor: 'background.default' },
            }}
          >
            {t('Enroll Now')}
          </Button>
          <Typography sx={{ mt: 3 }}>
            {t('Questions? Write to us at')}{' '}
            <Link
              underline="always"
              href={`mailto:${env.SUPPORT_EMAIL}`}
              color="inherit"
              sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
            >
              {env.SUPPORT_EMAIL}
            </Link>
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}

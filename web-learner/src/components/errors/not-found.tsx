import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Head } from '@/components/seo/head';
import { paths } from '@/config/paths';

/** Unknown routes: a real page that says so and offers the way back (the server also answers 404). */
export function NotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', textAlign: 'center', py: { xs: 6, md: 10 }, px: 2 }}>
      <Head title={t('Page not found')} />
      <Typography variant="overline" color="text.secondary">
        404
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('Page not found')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
        {t('There is no page at {{path}}. It may have moved, or the link may be mistyped.', {
          path: pathname,
        })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" component={RouterLink} to={paths.home.getHref()}>
          {t('Go to the home page')}
        </Button>
        <Button variant="outlined" component={RouterLink} to={paths.quizList.getHref()}>
          {t('Browse quizzes')}
        </Button>
      </Box>
    </Box>
  );
}

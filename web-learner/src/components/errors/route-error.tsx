import { Box, Button, Typography } from '@mui/material';
import type { FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { DrawnScreenHydrated } from '@/lib/use-hydrating';

/**
 * A screen that crashed or whose code failed to load (often a new release replaced it): say so plainly and
 * offer a reload. What the learner did in a quiz is kept in the browser and survives the reload. On a pre-drawn
 * page it stands where the screen would have been hydrated, so it too enables the page's drawn controls (the
 * header's), which otherwise stay disabled.
 */
export function RouteError({ resetErrorBoundary }: FallbackProps) {
  const { t } = useTranslation();
  return (
    <Box role="alert" sx={{ maxWidth: 560, mx: 'auto', textAlign: 'center', py: 8, px: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('Something went wrong')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('This screen could not be shown. Your progress is saved; reloading usually fixes it.')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center' }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('Reload')}
        </Button>
        <Button onClick={resetErrorBoundary}>{t('Try again')}</Button>
      </Box>
      <DrawnScreenHydrated />
    </Box>
  );
}

import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Shown while a screen's code or first data loads. */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh', gap: 2 }}
    >
      {/* Only the ring turns (a transform the compositor runs): the default's stroke animation repaints on the
          main thread every frame, beside the app's own start on a phone (MUI's docs: disableShrink). */}
      <CircularProgress aria-hidden disableShrink />
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label ?? t('Loading...')}
      </Box>
    </Box>
  );
}

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
      <CircularProgress aria-hidden />
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label ?? t('Loading...')}
      </Box>
    </Box>
  );
}

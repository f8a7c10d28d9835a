import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SHORTCUTS } from '../hooks/use-player-shortcuts';

/** Lists the keyboard shortcuts (opened by its button or '?'), so keyboard and screen-reader users find them. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('player');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="shortcuts-title">
      <DialogTitle id="shortcuts-title">{t('Keyboard shortcuts')}</DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, m: 0 }}>
          {SHORTCUTS.map((s) => (
            <Box key={s.keys} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
                {s.keys}
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {t(s.label)}
              </Box>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

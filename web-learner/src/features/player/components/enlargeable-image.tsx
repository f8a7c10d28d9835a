import { Box, ButtonBase, Dialog, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A question or answer image that opens larger on click (spec 2.9); 'No Image Available' when it fails. */
export function EnlargeableImage({ src, alt }: { src: string; alt: string }) {
  const { t } = useTranslation('player');
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  if (failed)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('No Image Available')}
      </Typography>
    );
  return (
    <>
      <ButtonBase
        onClick={() => setOpen(true)}
        aria-label={t('Enlarge image')}
        sx={{ display: 'block', maxWidth: '100%', borderRadius: 1, cursor: 'zoom-in' }}
      >
        <Box
          component="img"
          src={src}
          alt={alt}
          onError={() => setFailed(true)}
          sx={{ maxWidth: '100%', maxHeight: 320, display: 'block', borderRadius: 1 }}
        />
      </ButtonBase>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="lg" aria-label={alt || t('Image')}>
        <IconButton
          onClick={() => setOpen(false)}
          aria-label={t('Close')}
          sx={{ position: 'absolute', top: 8, right: 8, bgcolor: 'background.paper' }}
        >
          <CloseIcon />
        </IconButton>
        <Box
          component="img"
          src={src}
          alt={alt}
          sx={{ maxWidth: '100%', maxHeight: '90vh', display: 'block' }}
        />
      </Dialog>
    </>
  );
}

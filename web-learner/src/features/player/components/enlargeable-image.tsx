import { Box, ButtonBase, Dialog, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageSourceUrl, ResponsiveImage } from '@/components/ui/responsive-image';
import type { ImageRef } from '@/types/quiz';

/** A question or answer image that opens larger on click (spec 2.9); 'No Image Available' when it fails. */
export function EnlargeableImage({ image, alt }: { image: ImageRef; alt: string }) {
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
        <ResponsiveImage
          image={image}
          alt={alt}
          maxHeight={320}
          loading="eager"
          onError={() => setFailed(true)}
          sx={{ borderRadius: 1 }}
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
          src={imageSourceUrl(image)}
          alt={alt}
          sx={{ maxWidth: '100%', maxHeight: '90vh', display: 'block' }}
        />
      </Dialog>
    </>
  );
}

import { Box, ButtonBase, Dialog, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageSourceUrl, ResponsiveImage } from '@/components/ui/responsive-image';
import type { ImageRef } from '../types';

/** The question image; a click enlarges it (spec 2.9). */
export function QuestionImage({ image }: { image: ImageRef }) {
  const { t } = useTranslation('demo');
  const [open, setOpen] = useState(false);
  return (
    <>
      <ButtonBase
        onClick={() => setOpen(true)}
        aria-label={t('Enlarge image')}
        sx={{ display: 'block', maxWidth: '100%', borderRadius: 1, overflow: 'hidden' }}
      >
        <ResponsiveImage image={image} maxHeight={320} loading="eager" />
      </ButtonBase>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="lg" aria-label={t('Question image')}>
        <IconButton
          onClick={() => setOpen(false)}
          aria-label={t('Close')}
          sx={{ position: 'absolute', right: 8, top: 8, bgcolor: 'background.paper' }}
        >
          <CloseIcon />
        </IconButton>
        <Box component="img" src={imageSourceUrl(image)} alt="" sx={{ display: 'block', maxWidth: '100%' }} />
      </Dialog>
    </>
  );
}

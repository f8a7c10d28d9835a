import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface FlipBookProps {
  /** Page image URLs, in order. */
  pages: string[];
  /** Read by screen readers as the book's name. */
  title?: string;
}

/**
 * The PDF page viewer of spec 2.9 ("Topic Insights"). This is the contract the screens use; the page-flip
 * implementation (spec section 9) replaces the body, keeping these props.
 */
export function FlipBook({ pages, title }: FlipBookProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  if (pages.length === 0) return <Typography>{t('No pages to display')}</Typography>;
  return (
    <Stack spacing={1} aria-label={title} role="group" sx={{ alignItems: 'center' }}>
      <Box
        component="img"
        src={pages[index]}
        alt={`${index + 1} / ${pages.length}`}
        sx={{ maxWidth: '100%' }}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button disabled={index === 0} onClick={() => setIndex((i) => i - 1)}>
          {t('Previous')}
        </Button>
        <Typography>
          {index + 1} / {pages.length}
        </Typography>
        <Button disabled={index === pages.length - 1} onClick={() => setIndex((i) => i + 1)}>
          {t('Next')}
        </Button>
      </Stack>
    </Stack>
  );
}

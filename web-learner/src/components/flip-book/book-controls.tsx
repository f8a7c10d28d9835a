import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { Box, Button, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FLIP_BOOK, parsePageJump } from './flip-book-settings';

/** Previous / next, where the reader is, the page jump (1 to the page count) and zoom buttons. */
export function BookControls(props: {
  shown: [number, number];
  count: number;
  zoom: number;
  onPrevious: () => void;
  onNext: () => void;
  onJump: (page: number) => void;
  onZoom: (zoom: number) => void;
}) {
  const { t } = useTranslation('flipbook', { useSuspense: false });
  const [jump, setJump] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [from, to] = props.shown;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const page = parsePageJump(jump, props.count);
    setInvalid(page === null);
    if (page !== null) props.onJump(page);
  };
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center' }}
    >
      <IconButton onClick={props.onPrevious} disabled={from <= 1} aria-label={t('Previous page')}>
        <NavigateBeforeIcon />
      </IconButton>
      <Typography role="status" aria-live="polite" sx={{ minWidth: 110, textAlign: 'center' }}>
        {from === to
          ? t('Page {{from}} of {{count}}', { from, count: props.count })
          : t('Pages {{from}}–{{to}} of {{count}}', { from, to, count: props.count })}
      </Typography>
      <IconButton onClick={props.onNext} disabled={to >= props.count} aria-label={t('Next page')}>
        <NavigateNextIcon />
      </IconButton>
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
      >
        <TextField
          size="small"
          label={t('Go to page')}
          value={jump}
          onChange={(e) => setJump(e.target.value)}
          error={invalid}
          helperText={invalid ? t('Enter a page from 1 to {{count}}', { count: props.count }) : undefined}
          slotProps={{ htmlInput: { inputMode: 'numeric', min: 1, max: props.count, pattern: '[0-9]*' } }}
          sx={{ width: 120 }}
        />
        <Button type="submit" variant="outlined" sx={{ minHeight: 40 }}>
          {t('Go')}
        </Button>
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Tooltip title={t('Zoom out')}>
          <span>
            <IconButton
              onClick={() => props.onZoom(props.zoom - 0.25)}
              disabled={props.zoom <= FLIP_BOOK.zoomMin}
              aria-label={t('Zoom out')}
            >
              <ZoomOutIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Button
          size="small"
          color="inherit"
          onClick={() => props.onZoom(1)}
          aria-label={t('Reset zoom')}
          sx={{ minWidth: 56 }}
        >
          {Math.round(props.zoom * 100)}%
        </Button>
        <Tooltip title={t('Zoom in')}>
          <span>
            <IconButton
              onClick={() => props.onZoom(props.zoom + 0.25)}
              disabled={props.zoom >= FLIP_BOOK.zoomMax}
              aria-label={t('Zoom in')}
            >
              <ZoomInIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
    </Stack>
  );
}

import CheckIcon from '@mui/icons-material/Check';
import { Box, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import type { PaletteState } from '../domain/palette';

/** Purple for review, readable in both themes (the theme has no purple of its own). */
const purple = (t: Theme) => (t.palette.mode === 'dark' ? '#ce93d8' : '#6a1b9a');
const onPurple = (t: Theme) => (t.palette.mode === 'dark' ? '#1a1d26' : '#ffffff');

/** The NTA screen's symbols: grey square, red, green, purple circle, purple circle with a green tick. */
const LOOK: Record<PaletteState, SxProps<Theme>> = {
  'not-visited': {
    bgcolor: 'action.selected',
    color: 'text.primary',
    borderRadius: 1,
    border: 1,
    borderColor: 'divider',
  },
  'not-answered': {
    bgcolor: 'error.main',
    color: 'error.contrastText',
    borderRadius: '6px 6px 14px 14px',
  },
  answered: { bgcolor: 'success.main', color: 'success.contrastText', borderRadius: '14px 14px 6px 6px' },
  marked: { bgcolor: purple, color: onPurple, borderRadius: '50%' },
  'answered-marked': { bgcolor: purple, color: onPurple, borderRadius: '50%' },
};

/** One palette symbol with its content (a question number, or a count in the legend). */
export function PaletteBadge({
  state,
  size = 40,
  children,
  current,
}: {
  state: PaletteState;
  size?: number;
  children: ReactNode;
  current?: boolean;
}) {
  return (
    <Box
      component="span"
      data-state={state}
      sx={[
        {
          position: 'relative',
          display: 'inline-grid',
          placeItems: 'center',
          width: size,
          height: size,
          flex: 'none',
          fontWeight: 700,
          fontSize: size > 32 ? 14 : 12,
          fontVariantNumeric: 'tabular-nums',
          outline: current ? '3px solid' : 'none',
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
        LOOK[state] as object,
      ]}
    >
      {children}
      {state === 'answered-marked' && (
        <Box
          component="span"
          aria-hidden
          sx={{
            position: 'absolute',
            right: -4,
            bottom: -4,
            width: size * 0.45,
            height: size * 0.45,
            borderRadius: '50%',
            bgcolor: 'success.main',
            color: 'success.contrastText',
            display: 'grid',
            placeItems: 'center',
            border: 2,
            borderColor: 'background.paper',
          }}
        >
          <CheckIcon sx={{ fontSize: size * 0.32 }} />
        </Box>
      )}
    </Box>
  );
}

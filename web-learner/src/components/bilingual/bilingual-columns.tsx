import { Box, Typography, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * English and Hindi side by side, stacked on a phone: the 'Both' language choice of the player, the results
 * and the reattempt screen (issue 33). Each side carries its language, so screen readers and fonts follow.
 */
export function BilingualColumns({
  english,
  hindi,
  labelled = true,
  sx,
}: {
  english: ReactNode;
  hindi: ReactNode;
  /** Small 'English' and 'हिंदी' headings over the sides (off for short lines such as options). */
  labelled?: boolean;
  /** Extra styles (MUI's sx; arrays too). */
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      data-bilingual
      sx={[
        {
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          columnGap: 3,
          rowGap: labelled ? 1.5 : 0.25,
          width: '100%',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box lang="en" sx={{ minWidth: 0 }}>
        {labelled && <Side>English</Side>}
        {english}
      </Box>
      <Box lang="hi" sx={{ minWidth: 0 }}>
        {labelled && <Side>हिंदी</Side>}
        {hindi}
      </Box>
    </Box>
  );
}

function Side({ children }: { children: ReactNode }) {
  return (
    <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.6 }}>
      {children}
    </Typography>
  );
}

/** The muted note a side shows in place of (or over) the Hindi it lacks. */
export function MissingNote({ children }: { children: ReactNode }) {
  return (
    <Typography component="span" variant="body2" color="text.secondary" lang="en" sx={{ display: 'block' }}>
      {children}
    </Typography>
  );
}

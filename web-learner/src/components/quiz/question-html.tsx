import { Box, type SxProps } from '@mui/material';
import { useMemo } from 'react';
import { safeHtml } from '@/lib/quiz-content';

/** Question or explanation HTML, sanitised by DOMPurify before it is rendered (the player's and the exam's). */
export function QuestionHtml({ html, id, sx }: { html: string; id?: string; sx?: SxProps }) {
  const clean = useMemo(() => safeHtml(html), [html]);
  return (
    <Box
      id={id}
      sx={{ '& img': { maxWidth: '100%' }, '& p': { my: 0.5 }, overflowWrap: 'anywhere', ...sx }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

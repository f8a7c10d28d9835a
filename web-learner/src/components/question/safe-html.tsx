import { Box } from '@mui/material';
import { useMemo } from 'react';
import { safeHtml } from '@/lib/quiz-content';

/** True for text worth showing (not empty, not only spaces). */
export const hasText = (s: string | undefined | null): s is string => !!s && s.trim() !== '';

/** A question's, option's or explanation's HTML, sanitised; long words wrap rather than overflow. */
export function SafeHtml({ html }: { html: string }) {
  const clean = useMemo(() => safeHtml(html), [html]);
  return (
    <Box component="span" sx={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}

/** The options in Hindi when every one has a Hindi text, else in English. */
export const shownOptions = (q: { options: string[]; options_hindi?: string[] }, hindi: boolean) =>
  hindi && q.options_hindi?.length === q.options.length && q.options_hindi.every(hasText)
    ? q.options_hindi
    : q.options;

import { Box } from '@mui/material';
import { useMemo } from 'react';
import { safeHtml } from '@/lib/quiz-content';

/** Question HTML (with line breaks), sanitised before it is rendered (spec 2.9). */
export function QuestionHtml({ html, lang }: { html: string; lang: 'en' | 'hi' }) {
  const clean = useMemo(() => safeHtml(html), [html]);
  return (
    <Box
      lang={lang}
      sx={{ fontSize: '1.125rem', lineHeight: 1.6, '& img': { maxWidth: '100%' }, overflowWrap: 'anywhere' }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

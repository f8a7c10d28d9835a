import { Box } from '@mui/material';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  // Links in questions open in a new tab without handing the quiz page to the target.
  if (node.tagName === 'A') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** Question HTML (with line breaks), sanitised before it is rendered (spec 2.9). */
export function QuestionHtml({ html, lang }: { html: string; lang: 'en' | 'hi' }) {
  const clean = useMemo(() => DOMPurify.sanitize(html.replace(/\n/g, '<br>')), [html]);
  return (
    <Box
      lang={lang}
      sx={{ fontSize: '1.125rem', lineHeight: 1.6, '& img': { maxWidth: '100%' }, overflowWrap: 'anywhere' }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

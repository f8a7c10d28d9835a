import { Box } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { BilingualColumns } from '@/components/bilingual';
import { safeHtml, type QuizLang } from '@/lib/quiz-content';

/** A question shown in English, in Hindi, or Both side by side (issue 33). */
export type AnalysisLang = QuizLang;

/** A question's, option's or explanation's HTML, sanitised; long words wrap rather than overflow. */
export function Html({ html }: { html: string }) {
  const clean = useMemo(() => safeHtml(html), [html]);
  return (
    <Box component="span" sx={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}

/** English, Hindi (with the spec's fallback note), or both side by side. */
export function InLang({
  lang,
  english,
  hindi,
  missing,
}: {
  lang: AnalysisLang;
  english: ReactNode;
  hindi: ReactNode | null;
  missing: ReactNode;
}) {
  if (lang === 'en') return <>{english}</>;
  if (lang === 'hi')
    return hindi ? (
      <>{hindi}</>
    ) : (
      <>
        {english} {missing}
      </>
    );
  return <BilingualColumns english={english} hindi={hindi ?? missing} />;
}

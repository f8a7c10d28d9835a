import { Paper } from '@mui/material';
import { memo, type ReactNode } from 'react';
import type { AnalysisLang } from '@/components/question/in-lang';
import { MarkedQuestion } from '@/components/question/marked-question';
import type { Question } from '@/types/quiz';

export type { AnalysisLang } from '@/components/question/in-lang';
export { ANALYSIS_TEXTS } from '@/components/question/marked-options';

/** One question of the Full Quiz Analysis: the learner's first choice and the correct option, revealed. */
export const AnalysisItem = memo(function AnalysisItem({
  q,
  index,
  choice,
  lang,
  tools,
}: {
  q: Question;
  index: number;
  choice: number | null;
  lang: AnalysisLang;
  tools?: ReactNode;
}) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <MarkedQuestion q={q} number={index + 1} lang={lang} choice={choice} reveal tools={tools} />
    </Paper>
  );
});

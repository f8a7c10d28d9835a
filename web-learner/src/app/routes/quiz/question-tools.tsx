import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { QuestionToolsProvider, type QuestionRef } from '@/components/learning/question-tools';
import { BookmarkButton } from '@/features/learning';
import { ReportProblemButton } from '@/features/reports';

const tools = (ref: QuestionRef) => (
  <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
    <BookmarkButton {...ref} />
    <ReportProblemButton quizId={ref.quizId} kind={ref.kind ?? 'quiz'} questionIndex={ref.index} />
  </Box>
);

/**
 * What sits beside every question of the player, the results analysis and the reattempt screen: the
 * learning loop's bookmark (issue 32) and 'Report a problem' (issue 33).
 */
export function WithQuestionTools({ children }: { children: ReactNode }) {
  return <QuestionToolsProvider render={tools}>{children}</QuestionToolsProvider>;
}

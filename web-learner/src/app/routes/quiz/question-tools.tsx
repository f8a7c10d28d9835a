import type { ReactNode } from 'react';
import { QuestionToolsProvider, type QuestionRef } from '@/components/question-tools';
import { ReportProblemButton } from '@/features/reports';

const tools = (question: QuestionRef) => <ReportProblemButton {...question} />;

/** What sits beside every question of the player, the results and the reattempt screen: 'Report a problem'. */
export function WithQuestionTools({ children }: { children: ReactNode }) {
  return <QuestionToolsProvider render={tools}>{children}</QuestionToolsProvider>;
}

import { useLocation } from 'react-router-dom';
import { QuestionToolsProvider } from '@/components/learning/question-tools';
import { BookmarkButton } from '@/features/learning';
import { PracticeScreen } from '@/features/player';
import type { ReattemptState } from '@/types/quiz';

/** Reattempt (spec 2.11): practice on the wrong and unattempted questions, from the results screen's state. */
export default function Route() {
  const state = useLocation().state as ReattemptState | null;
  return (
    <QuestionToolsProvider render={(ref) => <BookmarkButton {...ref} />}>
      <PracticeScreen state={state} />
    </QuestionToolsProvider>
  );
}

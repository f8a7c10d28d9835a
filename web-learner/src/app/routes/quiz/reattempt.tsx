import { useLocation } from 'react-router-dom';
import { PracticeScreen } from '@/features/player';
import type { ReattemptState } from '@/types/quiz';
import { WithQuestionTools } from './question-tools';

/** Reattempt (spec 2.11): practice on the wrong and unattempted questions, from the results screen's state. */
export default function Route() {
  const state = useLocation().state as ReattemptState | null;
  return (
    <WithQuestionTools>
      <PracticeScreen state={state} />
    </WithQuestionTools>
  );
}

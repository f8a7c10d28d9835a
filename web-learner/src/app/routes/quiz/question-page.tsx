import { useLocation } from 'react-router-dom';
import { QuestionPageScreen } from '@/features/player';
import type { QuestionPageState } from '@/types/quiz';
import { WithQuestionTools } from './question-tools';

/** Question page (spec 2.9): opened from the quiz list with the quiz in navigation state; a bookmark and 'Report a problem' per question. */
export default function Route() {
  const state = useLocation().state as QuestionPageState | null;
  return (
    <WithQuestionTools>
      <QuestionPageScreen state={state} />
    </WithQuestionTools>
  );
}

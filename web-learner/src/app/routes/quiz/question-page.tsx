import { useLocation } from 'react-router-dom';
import { QuestionPageScreen } from '@/features/player';
import type { QuestionPageState } from '@/types/quiz';

/** Question page (spec 2.9): opened from the quiz list with the quiz in navigation state. */
export default function Route() {
  const state = useLocation().state as QuestionPageState | null;
  return <QuestionPageScreen state={state} />;
}

import { useLocation } from 'react-router-dom';
import { QuestionToolsProvider } from '@/components/learning/question-tools';
import { BookmarkButton } from '@/features/learning';
import { QuestionPageScreen } from '@/features/player';
import type { QuestionPageState } from '@/types/quiz';

/** Question page (spec 2.9): opened from the quiz list with the quiz in navigation state; a bookmark per question. */
export default function Route() {
  const state = useLocation().state as QuestionPageState | null;
  return (
    <QuestionToolsProvider render={(ref) => <BookmarkButton {...ref} />}>
      <QuestionPageScreen state={state} />
    </QuestionToolsProvider>
  );
}

import { useLocation } from 'react-router-dom';
import { QuestionToolsProvider } from '@/components/learning/question-tools';
import { BookmarkButton, ResultInsights } from '@/features/learning';
import { useQuiz } from '@/features/player';
import { ResultsScreen } from '@/features/results';
import type { QuizResultState } from '@/types/quiz';

/**
 * Quiz results (spec 2.10): the results screen, given the quiz the player loaded (for the analysis); the
 * learning loop's insights (accuracy per tag, the what-if) and a bookmark per analysed question.
 */
export default function Route() {
  const state = useLocation().state as QuizResultState | null;
  const quiz = useQuiz(state?.quizId, state?.division);
  return (
    <QuestionToolsProvider render={(ref) => <BookmarkButton {...ref} />}>
      <ResultsScreen
        state={state}
        quiz={quiz}
        insights={state ? <ResultInsights attemptId={state.attemptId} /> : null}
      />
    </QuestionToolsProvider>
  );
}

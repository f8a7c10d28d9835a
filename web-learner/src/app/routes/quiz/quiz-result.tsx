import { useLocation } from 'react-router-dom';
import { ResultInsights } from '@/features/learning';
import { useQuiz } from '@/features/player';
import { ResultsScreen } from '@/features/results';
import type { QuizResultState } from '@/types/quiz';
import { WithQuestionTools } from './question-tools';

/**
 * Quiz results (spec 2.10): the results screen, given the quiz the player loaded (for the analysis); the
 * learning loop's insights (accuracy per tag, the what-if), and a bookmark and 'Report a problem' per analysed
 * question.
 */
export default function Route() {
  const state = useLocation().state as QuizResultState | null;
  const quiz = useQuiz(state?.quizId, state?.division);
  return (
    <WithQuestionTools>
      <ResultsScreen
        state={state}
        quiz={quiz}
        insights={state ? <ResultInsights attemptId={state.attemptId} /> : null}
      />
    </WithQuestionTools>
  );
}

import { NotebookScreen } from '@/features/learning';
import { WithQuestionTools } from '../quiz/question-tools';

/** My Mistakes (issue 32): the notebook of wrong answers and right guesses, each with the bookmark and 'Report a problem'. */
export default function Route() {
  return (
    <WithQuestionTools>
      <NotebookScreen />
    </WithQuestionTools>
  );
}

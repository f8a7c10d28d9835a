import { NotebookScreen } from '@/features/learning';

/** My Mistakes (issue 32): the notebook of wrong answers and right guesses. */
export default function Route() {
  return <NotebookScreen />;
}

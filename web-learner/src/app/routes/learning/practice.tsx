import { NotebookPracticeScreen } from '@/features/learning';

/** Spaced practice of the notebook's due questions (or of the weakest chapters). */
export default function Route() {
  return <NotebookPracticeScreen />;
}

import { useLocation } from 'react-router-dom';
import { QuizListScreen } from '@/features/quizzes';

/** Quiz list (spec 2.7); the landing page's cards send a subject as navigation state. */
export default function Route() {
  const state = useLocation().state as { subject?: string } | null;
  return <QuizListScreen initialSubject={state?.subject} />;
}

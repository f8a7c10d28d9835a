import { useParams } from 'react-router-dom';
import { DemoQuiz } from '@/features/demo';

/** Demo quiz (spec 2.12): /demo/{id}, for visitors. */
export default function Route() {
  const { id = '' } = useParams();
  // A new id is a new quiz: start over (intro, answers, timer).
  return <DemoQuiz key={id} quizId={id} />;
}

import { useParams } from 'react-router-dom';
import { ExamResultScreen } from '@/features/exam';

/** An exam's result: score, sections, rank 'N of M', percentile, top 10 and the questions one by one. */
export default function Route() {
  const { quizId = '' } = useParams();
  return <ExamResultScreen key={quizId} quizId={quizId} />;
}

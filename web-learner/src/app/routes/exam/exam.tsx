import { useParams } from 'react-router-dom';
import { ExamEntry } from '@/features/exam';

/** Exam mode (issue 31): the instructions, then the exam screen; a reload resumes the same session. */
export default function Route() {
  const { quizId = '' } = useParams();
  return <ExamEntry key={quizId} quizId={quizId} />;
}

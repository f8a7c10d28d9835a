import { useParams } from 'react-router-dom';
import { ExamResultScreen } from '@/features/exam';
import { ChallengeKeyButton, KeyStatusPanel } from '@/features/key-challenges';

/**
 * An exam's result: score, sections, rank 'N of M', percentile, top 10 and the questions one by one; for a
 * live mock, its answer key (provisional with the challenge window, then final) and 'Challenge key'.
 */
export default function Route() {
  const { quizId = '' } = useParams();
  return (
    <ExamResultScreen
      key={quizId}
      quizId={quizId}
      keyStatus={<KeyStatusPanel quizId={quizId} />}
      questionTools={(questionIndex) => <ChallengeKeyButton quizId={quizId} questionIndex={questionIndex} />}
    />
  );
}

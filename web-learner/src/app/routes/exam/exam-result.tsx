import { useParams } from 'react-router-dom';
import { ExamResultScreen } from '@/features/exam';
import { ChallengeKeyButton, KeyStatusPanel } from '@/features/key-challenges';
import { ReportProblemButton } from '@/features/reports';

/**
 * An exam's result: score, sections, rank 'N of M', percentile, top 10 and the questions one by one, each with
 * 'Report a problem'; for a live mock, its answer key (provisional with the challenge window, then final) and
 * 'Challenge key' under each question while the window is open.
 */
export default function Route() {
  const { quizId = '' } = useParams();
  return (
    <ExamResultScreen
      key={quizId}
      quizId={quizId}
      keyStatus={<KeyStatusPanel quizId={quizId} />}
      questionTools={(questionIndex, live) => (
        <>
          {live && <ChallengeKeyButton quizId={quizId} questionIndex={questionIndex} />}
          <ReportProblemButton quizId={quizId} kind="quiz" questionIndex={questionIndex} />
        </>
      )}
    />
  );
}

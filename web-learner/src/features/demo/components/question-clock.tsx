import { useQuestionTimer } from '../hooks/use-question-timer';
import { formatClock } from '../utils/format-time';

/**
 * The time spent, HH:MM:SS. Its own component: the second's tick re-renders this text only, not the whole player
 * (a 200-question navigator, the question and its options, every second on a phone's main thread, issue 37).
 */
export function QuestionClock({ index, count }: { index: number; count: number }) {
  const timer = useQuestionTimer(true, index, count);
  return <>{formatClock(timer.total)}</>;
}

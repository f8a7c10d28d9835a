import { useEffect, useState, type RefObject } from 'react';

/**
 * Counts seconds on the current question (spec section 4: per question, from the end of the intro) into
 * `durations`, and answers the current question's seconds for display. Only its caller re-renders each second.
 */
export function useQuestionTimer(
  durations: RefObject<number[]>,
  current: number,
  running: boolean,
  onTick?: (seconds: number[]) => void,
): number {
  const [, setTicks] = useState(0);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      durations.current[current] = (durations.current[current] ?? 0) + 1;
      setTicks((t) => t + 1);
      onTick?.(durations.current);
    }, 1000);
    return () => clearInterval(timer);
  }, [durations, current, running, onTick]);
  return durations.current[current] ?? 0;
}

import { useEffect, useState } from 'react';

/**
 * Seconds spent per question (spec 2.9: the timer counts seconds per question and starts after the intro).
 * Returns the per-question durations and their total, shown as HH:MM:SS.
 */
export function useQuestionTimer(running: boolean, index: number, count: number) {
  const [durations, setDurations] = useState<number[]>(() => Array.from({ length: count }, () => 0));
  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(
      () => setDurations((d) => d.map((s, i) => (i === index ? s + 1 : s))),
      1000,
    );
    return () => window.clearInterval(id);
  }, [running, index]);
  return { durations, total: durations.reduce((a, b) => a + b, 0) };
}

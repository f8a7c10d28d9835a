import { useEffect, useState } from 'react';
import { timeLeftMs } from '../domain/clock';

/** The time left by the server's clock, re-rendered every second (only where it is shown). */
export function useTimeLeft(deadline: string, offsetMs: number): number {
  const [left, setLeft] = useState(() => timeLeftMs(deadline, offsetMs));
  useEffect(() => {
    const tick = () => setLeft(timeLeftMs(deadline, offsetMs));
    tick();
    const id = setInterval(tick, 250);
    return () => clearInterval(id);
  }, [deadline, offsetMs]);
  return left;
}

/** Calls `onZero` once when the server's deadline is reached (a timer, not a render each second). */
export function useAtDeadline(deadline: string, offsetMs: number, onZero: () => void, active = true): void {
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout>;
    const wait = () => {
      const left = timeLeftMs(deadline, offsetMs);
      if (left <= 0) return onZero();
      // In steps of at most a minute: a sleeping device wakes to the right time.
      timer = setTimeout(wait, Math.min(left, 60_000));
    };
    wait();
    return () => clearTimeout(timer);
  }, [deadline, offsetMs, onZero, active]);
}

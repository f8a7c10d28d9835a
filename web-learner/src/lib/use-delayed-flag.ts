import { startTransition, useEffect, useState } from 'react';

/**
 * True once `on` has held for `ms`: the quiz list's empty text appears after 1 s (spec section 8); the
 * flip-book's controls mount a task after the book (`ms` 0, as a transition, so the swap is two short tasks).
 */
export function useDelayedFlag(on: boolean, ms: number, { transition = false } = {}): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!on) return;
    const show = () => setShown(true);
    const timer = window.setTimeout(() => (transition ? startTransition(show) : show()), ms);
    return () => {
      window.clearTimeout(timer);
      setShown(false);
    };
  }, [on, ms, transition]);
  return on && shown;
}

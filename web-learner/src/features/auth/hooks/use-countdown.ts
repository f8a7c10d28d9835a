import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left until a deadline fixed at mount, ticking once a second; `onExpire` runs once at zero.
 * Measured against the clock rather than counted down, so a throttled background tab still ends on time.
 */
export function useCountdown(totalSeconds: number, onExpire: () => void): number {
  const deadline = useRef<number>(0);
  const expired = useRef(false);
  const onExpireRef = useRef(onExpire);
  const [left, setLeft] = useState(totalSeconds);

  useEffect(() => {
    onExpireRef.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    deadline.current = Date.now() + totalSeconds * 1000;
    expired.current = false;
    const tick = () => {
      const remaining = Math.max(0, Math.ceil((deadline.current - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0 && !expired.current) {
        expired.current = true;
        clearInterval(timer);
        onExpireRef.current();
      }
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [totalSeconds]);

  return left;
}

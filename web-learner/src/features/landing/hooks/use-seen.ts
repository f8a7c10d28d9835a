import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within a screen of the viewport (once true, it stays true). Without
 * IntersectionObserver (old browsers, the component tests) it is true at once.
 */
export function useSeen(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (seen || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // What it reveals is drawn in a transition, in slices, not in one long task.
        if (entries.some((e) => e.isIntersecting)) startTransition(() => setSeen(true));
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}

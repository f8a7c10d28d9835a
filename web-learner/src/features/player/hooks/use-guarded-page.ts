import { useEffect } from 'react';

/** Spec 2.9: right-click and Ctrl/Meta key combinations are blocked while a quiz is on screen. */
export function useGuardedPage(active = true): void {
  useEffect(() => {
    if (!active) return;
    const block = (e: Event) => e.preventDefault();
    const keys = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey) e.preventDefault();
    };
    document.addEventListener('contextmenu', block);
    document.addEventListener('keydown', keys, true);
    return () => {
      document.removeEventListener('contextmenu', block);
      document.removeEventListener('keydown', keys, true);
    };
  }, [active]);
}

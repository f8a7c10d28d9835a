import { useEffect, useRef } from 'react';
import { isTyping, tagOfKey, type ConfidenceTag } from './confidence';

/**
 * The keys S, F, G for 'Sure', '50-50', 'Guess' (exam mode; the practice player has them among its own
 * shortcuts). Never with Ctrl/Meta/Alt, while the learner types in a field, or while a dialog is open.
 */
export function useConfidenceKeys(onTag: (tag: ConfidenceTag) => void, active = true): void {
  const ref = useRef(onTag);
  useEffect(() => {
    ref.current = onTag;
  });
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      if (document.querySelector('[role="dialog"]')) return;
      const tag = tagOfKey(e.key);
      if (!tag) return;
      e.preventDefault();
      ref.current(tag);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active]);
}

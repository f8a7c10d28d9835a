import { useEffect, useRef } from 'react';
import { isTyping, tagOfKey, type ConfidenceTag } from '@/components/learning/confidence';

export interface ShortcutHandlers {
  pick: (option: number) => void;
  next: () => void;
  previous: () => void;
  clear: () => void;
  showAnswer: () => void;
  help: () => void;
  optionCount: number;
  /** S, F, G tag the answer on screen (Sure, 50-50, Guess); false when it cannot be tagged (S: Show Answer). */
  tag?: (tag: ConfidenceTag) => boolean;
}

/** The shortcuts, listed in the help dialog and on the controls' aria-keyshortcuts. */
export const SHORTCUTS = [
  { keys: '1–4 / A–D', label: 'Choose an option' },
  { keys: 'N', label: 'Next question' },
  { keys: 'P', label: 'Previous question' },
  { keys: 'X', label: 'Clear Options' },
  { keys: 'S', label: 'Show Answer' },
  { keys: 'S / F / G', label: 'Sure, 50-50, Guess (before you answer)' },
  { keys: '?', label: 'Keyboard shortcuts' },
] as const;

/** Single keys, never with Ctrl/Meta/Alt, and never while the learner types in a field or a dialog is open. */
export function usePlayerShortcuts(handlers: ShortcutHandlers, active = true): void {
  const ref = useRef(handlers);
  useEffect(() => {
    ref.current = handlers;
  });
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      if (document.querySelector('[role="dialog"]')) return;
      const h = ref.current;
      const key = e.key.toLowerCase();
      const digit = Number(key);
      let option = -1;
      if (Number.isInteger(digit) && digit >= 1 && digit <= 9) option = digit - 1;
      else if (key.length === 1 && key >= 'a' && key <= 'd') option = key.charCodeAt(0) - 97;
      const tag = tagOfKey(key);
      if (option >= 0 && option < h.optionCount) h.pick(option);
      else if (tag && h.tag?.(tag)) return e.preventDefault();
      else if (key === 'n') h.next();
      else if (key === 'p') h.previous();
      else if (key === 'x') h.clear();
      else if (key === 's') h.showAnswer();
      else if (key === '?') h.help();
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active]);
}

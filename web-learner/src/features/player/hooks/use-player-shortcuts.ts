import { useEffect, useRef } from 'react';

export interface ShortcutHandlers {
  pick: (option: number) => void;
  next: () => void;
  previous: () => void;
  clear: () => void;
  showAnswer: () => void;
  help: () => void;
  optionCount: number;
}

/** The shortcuts, listed in the help dialog and on the controls' aria-keyshortcuts. */
export const SHORTCUTS = [
  { keys: '1–4 / A–D', label: 'Choose an option' },
  { keys: 'N', label: 'Next question' },
  { keys: 'P', label: 'Previous question' },
  { keys: 'X', label: 'Clear Options' },
  { keys: 'S', label: 'Show Answer' },
  { keys: '?', label: 'Keyboard shortcuts' },
] as const;

const typing = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName));

/** Single keys, never with Ctrl/Meta/Alt, and never while the learner types in a field or a dialog is open. */
export function usePlayerShortcuts(handlers: ShortcutHandlers, active = true): void {
  const ref = useRef(handlers);
  useEffect(() => {
    ref.current = handlers;
  });
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
      if (document.querySelector('[role="dialog"]')) return;
      const h = ref.current;
      const key = e.key.toLowerCase();
      const digit = Number(key);
      let option = -1;
      if (Number.isInteger(digit) && digit >= 1 && digit <= 9) option = digit - 1;
      else if (key.length === 1 && key >= 'a' && key <= 'd') option = key.charCodeAt(0) - 97;
      if (option >= 0 && option < h.optionCount) h.pick(option);
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

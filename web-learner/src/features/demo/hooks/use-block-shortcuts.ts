import { useEffect } from 'react';

/** Keys that stay usable with Ctrl/Meta: browser zoom, which low-vision learners need. */
const ZOOM_KEYS = new Set(['+', '=', '-', '0']);

/**
 * Spec 2.9: right-click and Ctrl/Meta key combinations are blocked on the quiz screens (to discourage copying
 * questions). Zoom stays allowed for accessibility.
 */
export function useBlockShortcuts() {
  useEffect(() => {
    const onContextMenu = (e: MouseEvent) => e.preventDefault();
    const onKeyDown = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !ZOOM_KEYS.has(e.key)) e.preventDefault();
    };
    document.addEventListener('contextmenu', onContextMenu);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('contextmenu', onContextMenu);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);
}

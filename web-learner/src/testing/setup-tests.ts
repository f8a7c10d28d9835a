import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '@/lib/i18n';
import { dialogs } from '@/lib/dialogs';

afterEach(() => {
  cleanup();
  // Dialogs live in a module-level queue: answer what a test left open.
  for (let d = dialogs.current(); d; d = dialogs.current()) dialogs.answer(d.id, false);
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// jsdom has no matchMedia; MUI's useMediaQuery asks it.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

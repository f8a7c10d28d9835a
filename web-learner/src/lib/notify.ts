import { useSyncExternalStore } from 'react';

/**
 * Toasts with the spec's timings (section 9): success 2 s, error 4 s; at most 20 at once (the container's
 * limit). react-toastify and its container load with the first toast, so they stay out of the first download.
 */
export const TOAST_LIMIT = 20;

type Kind = 'success' | 'error' | 'info' | 'warning';
const AUTO_CLOSE_MS: Record<Kind, number> = { success: 2000, error: 4000, info: 3000, warning: 4000 };

let wanted = false;
let ready: Promise<void> | null = null;
let markReady: () => void = () => undefined;
const listeners = new Set<() => void>();

/** The container calls this once it is on screen. */
export function toastContainerMounted(): void {
  markReady();
}

export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => wanted,
    () => wanted,
  );
}

function containerReady(): Promise<void> {
  if (!ready) {
    ready = new Promise((resolve) => (markReady = resolve));
    wanted = true;
    listeners.forEach((l) => l());
  }
  return ready;
}

function show(kind: Kind, message: string): void {
  void Promise.all([import('react-toastify'), containerReady()]).then(([{ toast }]) =>
    toast[kind](message, { autoClose: AUTO_CLOSE_MS[kind] }),
  );
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
};

import { useSyncExternalStore } from 'react';

/**
 * The app's alerts and confirms (the spec's `alert`/`confirm`), shown one at a time as accessible dialogs by
 * <DialogHost/>. Callers await the answer like the browser's own, without blocking the page.
 */
export interface DialogRequest {
  id: number;
  kind: 'alert' | 'confirm';
  message: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  resolve: (ok: boolean) => void;
}

let queue: DialogRequest[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function open(request: Omit<DialogRequest, 'id' | 'resolve'>): Promise<boolean> {
  return new Promise((resolve) => {
    queue = [...queue, { ...request, id: nextId++, resolve }];
    emit();
  });
}

export const dialogs = {
  alert: (message: string, opts: { title?: string } = {}): Promise<void> =>
    open({ kind: 'alert', message, ...opts }).then(() => undefined),
  confirm: (message: string, opts: { title?: string; confirmLabel?: string; cancelLabel?: string } = {}) =>
    open({ kind: 'confirm', message, ...opts }),
  /** Answers the dialog on screen and shows the next. */
  answer(id: number, ok: boolean): void {
    const request = queue.find((d) => d.id === id);
    queue = queue.filter((d) => d.id !== id);
    emit();
    request?.resolve(ok);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: (): DialogRequest | undefined => queue[0],
};

export function useCurrentDialog(): DialogRequest | undefined {
  return useSyncExternalStore(dialogs.subscribe, dialogs.current, dialogs.current);
}

import { useSyncExternalStore } from 'react';
import { local, storageKeys } from '@/lib/storage';
import type { LoginResponse, User } from '@/types/api';

/**
 * The signed-in learner, kept in localStorage (`currentUser1`, `authToken`) and mirrored here so every screen
 * re-renders when it changes, in this tab or another.
 */
let current: LoginResponse | null = read();
const listeners = new Set<() => void>();

function read(): LoginResponse | null {
  const stored = local.getJson<LoginResponse>(storageKeys.currentUser);
  const token = local.get(storageKeys.authToken);
  return stored?.user && token ? { ...stored, token } : null;
}

function emit(): void {
  current = read();
  listeners.forEach((l) => l());
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key === storageKeys.currentUser || e.key === storageKeys.authToken) emit();
  });
}

export const sessionStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): LoginResponse | null => current,
  token: (): string | null => current?.token ?? null,
  user: (): User | null => current?.user ?? null,
  /** After a login: the answer, the token and the browser id it was made with. */
  start(answer: LoginResponse, browserId: string): void {
    local.setJson(storageKeys.currentUser, answer);
    local.set(storageKeys.authToken, answer.token);
    local.set(storageKeys.browserId, browserId);
    emit();
  },
  /** Refreshes the stored user part (e.g. after a payment changed it). */
  updateUser(user: User): void {
    if (!current) return;
    local.setJson(storageKeys.currentUser, { ...current, user });
    emit();
  },
  /** Forgets the session. Logout also forgets the browser id (spec section 4); an expired session does not. */
  clear(opts: { forgetBrowserId?: boolean } = {}): void {
    local.remove(storageKeys.currentUser);
    local.remove(storageKeys.authToken);
    if (opts.forgetBrowserId) local.remove(storageKeys.browserId);
    emit();
  },
};

export function useCurrentUser(): User | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.user, sessionStore.user);
}

/**
 * The browser keys of spec section 3. Reads and writes never throw: private browsing or a full quota must not
 * break the app, it only forgets.
 */
export const storageKeys = {
  currentUser: 'currentUser1',
  authToken: 'authToken',
  browserId: 'uniqueBrowserId',
  registeredEmail: 'registeredEmail',
  theme: 'theme',
  /** Session storage. */
  quizListPage: 'quizListPage',
} as const;

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export const local = {
  get: (key: string): string | null => safe(() => window.localStorage.getItem(key), null),
  set: (key: string, value: string): void => safe(() => window.localStorage.setItem(key, value), undefined),
  remove: (key: string): void => safe(() => window.localStorage.removeItem(key), undefined),
  getJson<T>(key: string): T | null {
    const raw = local.get(key);
    return raw ? safe(() => JSON.parse(raw) as T, null) : null;
  },
  setJson: (key: string, value: unknown): void => local.set(key, JSON.stringify(value)),
};

export const session = {
  get: (key: string): string | null => safe(() => window.sessionStorage.getItem(key), null),
  set: (key: string, value: string): void => safe(() => window.sessionStorage.setItem(key, value), undefined),
  remove: (key: string): void => safe(() => window.sessionStorage.removeItem(key), undefined),
};

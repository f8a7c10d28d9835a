import type { ApiSchema } from '@exam/web-theme/src/api';

/** The signed-in editor or admin, kept in this browser. Storage failures only forget (private browsing). */
export type ConsoleUser = Pick<ApiSchema<'UserData'>, '_id' | 'name' | 'email' | 'role'>;

const TOKEN = 'adminConsoleToken';
const USER = 'adminConsoleUser';
/** The learner app's key: one browser is one browser to the single-session rule, whichever app signs in. */
const BROWSER_ID = 'uniqueBrowserId';

const safe = <T>(fn: () => T, fallback: T): T => {
  try {
    return fn();
  } catch {
    return fallback;
  }
};

export const session = {
  token: (): string | null => safe(() => localStorage.getItem(TOKEN), null),
  user: (): ConsoleUser | null =>
    safe(() => JSON.parse(localStorage.getItem(USER) ?? 'null') as ConsoleUser, null),
  save(token: string, user: ConsoleUser): void {
    safe(() => {
      localStorage.setItem(TOKEN, token);
      localStorage.setItem(USER, JSON.stringify(user));
    }, undefined);
  },
  clear(): void {
    safe(() => {
      localStorage.removeItem(TOKEN);
      localStorage.removeItem(USER);
    }, undefined);
  },
  browserId(): string {
    const known = safe(() => localStorage.getItem(BROWSER_ID), null);
    if (known) return known;
    const id = crypto.randomUUID();
    safe(() => localStorage.setItem(BROWSER_ID, id), undefined);
    return id;
  },
};

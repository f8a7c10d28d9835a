import { HttpError, type AuthProvider } from 'react-admin';
import { API_URL, httpClient, type HttpClient } from './httpClient';
import type { ApiAnswer, ApiBody } from '@exam/web-theme/src/api';
import { session } from './session';

export const LEARNER_REFUSED =
  'This console is for editors and admins. Your account is a learner account: sign in to the learner app instead.';
const CONSOLE_ROLES = ['editor', 'admin'];

/** The sign-in form; forceLogin after a 409: end the session open in another browser and sign in here. */
export type LoginParams = Omit<ApiBody<'/api/users/login', 'post'>, 'uniqueBrowserId'>;
type LoginAnswer = ApiAnswer<'/api/users/login', 'post'>;
type LogoutBody = ApiBody<'/api/users/logout', 'post'>;

/**
 * Signs in with the platform's accounts. The servers enforce every role; the console only reflects it: a
 * learner's token is never kept, a 401 from any call signs out, a 403 only tells.
 */
export function createAuthProvider(http: HttpClient = httpClient): AuthProvider {
  return {
    async login({ email, password, forceLogin }: LoginParams) {
      const { json } = await http(`${API_URL}/users/login`, {
        method: 'POST',
        body: JSON.stringify({
          email,
          password,
          uniqueBrowserId: session.browserId(),
          forceLogin: !!forceLogin,
        } satisfies ApiBody<'/api/users/login', 'post'>),
      });
      const { user, token } = json as LoginAnswer;
      if (!CONSOLE_ROLES.includes(user.role)) {
        // The server made a session for the learner: end it rather than leave it open unused.
        await http(`${API_URL}/users/logout`, {
          method: 'POST',
          body: JSON.stringify({ _id: user._id } satisfies LogoutBody),
          headers: new Headers({ Authorization: `Bearer ${token}` }),
        }).catch(() => undefined);
        throw new Error(LEARNER_REFUSED);
      }
      session.save(token, user);
    },
    async logout() {
      const user = session.user();
      if (user && session.token())
        await http(`${API_URL}/users/logout`, {
          method: 'POST',
          body: JSON.stringify({ _id: user._id } satisfies LogoutBody),
        }).catch(() => undefined);
      session.clear();
    },
    async checkAuth() {
      if (!session.token()) throw new Error('Please sign in.');
    },
    async checkError(error: unknown) {
      const status = error instanceof HttpError ? error.status : (error as { status?: number })?.status;
      if (status === 401) {
        session.clear();
        throw new Error('Your session has ended. Please sign in again.');
      }
    },
    async getIdentity() {
      const user = session.user();
      if (!user) throw new Error('Please sign in.');
      return { id: user._id, fullName: user.name || user.email, role: user.role };
    },
    async getPermissions() {
      return session.user()?.role ?? null;
    },
  };
}

export const authProvider = createAuthProvider();

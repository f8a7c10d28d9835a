import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '@/lib/api-client';
import { getBrowserId } from '@/lib/auth/browser-id';
import { loginWithEmailAndPassword } from '@/lib/auth/auth-api';
import { sessionStore } from '@/lib/auth/session-store';
import { dialogs } from '@/lib/dialogs';
import type { LoginResponse } from '@/types/api';

export const LOGIN_CONFLICT_STATUS = 409;

/** A login that did not happen, with the text the spec gives for why. */
export class LoginFailed extends Error {}

/**
 * Login (spec section 4): on success the answer, the token and the browser id are stored. A 409 means a
 * session lives in another browser: the learner is asked, and on yes the login is retried with forceLogin.
 */
export function useLogin() {
  const { t } = useTranslation();
  return useMutation<LoginResponse, Error, { email: string; password: string }>({
    mutationFn: async ({ email, password }) => {
      const uniqueBrowserId = getBrowserId();
      const payload = { email: email.trim().toLowerCase(), password, uniqueBrowserId };
      let answer: LoginResponse;
      try {
        answer = await loginWithEmailAndPassword(payload);
      } catch (e) {
        if (!(e instanceof ApiError) || e.status !== LOGIN_CONFLICT_STATUS)
          throw new LoginFailed(t(errorMessage(e, 'Login failed. Please try again.')));
        const evict = await dialogs.confirm(
          t('You are already logged in on another browser. Do you want to log out from the other device?'),
          { confirmLabel: t('Log out other device'), cancelLabel: t('Cancel') },
        );
        if (!evict) throw new LoginFailed(t('Login attempt cancelled.'));
        try {
          answer = await loginWithEmailAndPassword({ ...payload, forceLogin: true });
        } catch {
          throw new LoginFailed(t('Retry login failed. Please try again.'));
        }
      }
      sessionStore.start(answer, uniqueBrowserId);
      return answer;
    },
  });
}

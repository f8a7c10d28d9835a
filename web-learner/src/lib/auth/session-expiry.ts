import i18n from '@/lib/i18n';
import { paths } from '@/config/paths';
import { sessionStore } from '@/lib/auth/session-store';
import { dialogs } from '@/lib/dialogs';
import { navigateTo } from '@/lib/navigation';
import { queryClient } from '@/lib/react-query';

export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please login again.';

let expiring = false;

/**
 * Any 401 (spec section 4, Session): the stored user and token are cleared, the learner is told once (however
 * many calls failed together) and taken to /login.
 */
export function handleSessionExpired(): void {
  if (expiring) return;
  const hadSession = sessionStore.get() !== null;
  sessionStore.clear();
  queryClient.clear();
  if (!hadSession) return;
  expiring = true;
  navigateTo(paths.login.getHref(), { replace: true });
  void dialogs.alert(i18n.t(SESSION_EXPIRED_MESSAGE)).finally(() => (expiring = false));
}

import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { sessionStore } from '@/lib/auth/session-store';
import { logoutOnServer } from '@/lib/auth/auth-api';
import { navigateTo } from '@/lib/navigation';
import { notify } from '@/lib/notify';
import { queryClient } from '@/lib/react-query';

/** Logout (spec section 4): the server first; then the stored user, token and browser id go, and /login. */
export function useLogout() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async () => {
      const user = sessionStore.user();
      if (user) await logoutOnServer(user._id);
    },
    onSuccess: () => {
      sessionStore.clear({ forgetBrowserId: true });
      queryClient.clear();
      navigateTo(paths.login.getHref());
    },
    onError: () => notify.error(t('Logout failed')),
  });
}

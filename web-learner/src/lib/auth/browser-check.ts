import { ApiError } from '@/lib/api-client';
import { verifyBrowserId } from '@/lib/auth/auth-api';
import { getBrowserId } from '@/lib/auth/browser-id';
import { sessionStore } from '@/lib/auth/session-store';
import { navigateTo } from '@/lib/navigation';
import { paths } from '@/config/paths';

/**
 * At start-up, a stored session is checked against the server's record of this browser (verifyBrowserId); a
 * mismatch or a refusal signs out. Being offline does not: the learner keeps working and is checked next time.
 */
export async function checkBrowserSession(): Promise<'ok' | 'signed-out' | 'offline' | 'none'> {
  const user = sessionStore.user();
  if (!user) return 'none';
  try {
    const { match } = await verifyBrowserId({ userId: user._id, uniqueBrowserId: getBrowserId() });
    if (match) return 'ok';
  } catch (e) {
    if (e instanceof ApiError && e.isNetworkError) return 'offline';
  }
  if (sessionStore.user()) {
    sessionStore.clear();
    navigateTo(paths.login.getHref(), { replace: true });
  }
  return 'signed-out';
}

import { useEffect } from 'react';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { checkBrowserSession, handleSessionExpired, sessionStore } from '@/lib/auth';

configureApiClient({ token: sessionStore.token, onUnauthorized: handleSessionExpired });

/** Spec 2.2: one second after start-up, a translation widget's banner is hidden if present. */
const TRANSLATION_BANNER_DELAY_MS = 1000;
function hideTranslationBanner(): void {
  document
    .querySelectorAll<HTMLElement>('.goog-te-banner-frame, iframe.skiptranslate, #goog-gt-tt')
    .forEach((el) => (el.style.display = 'none'));
  document.body.style.top = '';
}

export function App() {
  useEffect(() => {
    void checkBrowserSession();
    const timer = window.setTimeout(hideTranslationBanner, TRANSLATION_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <AppProvider>
      <AppRouter />
    </AppProvider>
  );
}

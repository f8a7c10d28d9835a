import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@exam/web-theme/src/devanagari.css';
import { App } from '@/app';
import { preloadFirstScreen } from '@/app/router';
import i18n from '@/lib/i18n';

/** Every namespace of the interface (English has no files: loading one costs nothing). */
const NAMESPACES = Object.keys(import.meta.glob('./locales/hi/*.json')).map((f) =>
  f.replace(/.*\/|\.json$/g, ''),
);

/**
 * Before the first render: i18next ready, the route's screen loaded and, in English, every namespace known, so
 * the first render suspends nowhere and replaces the prerendered page (index.html) with the same page at once.
 */
async function readyToRender(): Promise<void> {
  await new Promise<void>((ready) => (i18n.isInitialized ? ready() : i18n.on('initialized', () => ready())));
  await Promise.all([
    preloadFirstScreen(window.location.pathname),
    i18n.language === 'en' ? i18n.loadNamespaces(NAMESPACES) : undefined,
  ]).catch(() => undefined);
}

/** Spec 2.2: plain http outside localhost goes to https. */
const local = ['localhost', '127.0.0.1', '[::1]'].includes(window.location.hostname);
if (window.location.protocol === 'http:' && !local) {
  window.location.replace(
    `https://${window.location.host}${window.location.pathname}${window.location.search}${window.location.hash}`,
  );
} else {
  // A transition: React renders the first screen in slices of a few milliseconds, not in one long task that
  // keeps a phone from answering a tap (total blocking time); the prerendered page shows meanwhile.
  void readyToRender().then(() =>
    startTransition(() =>
      createRoot(document.getElementById('root')!).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  );
}

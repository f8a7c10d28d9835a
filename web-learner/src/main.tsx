import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@exam/web-theme/src/devanagari.css';
import { App } from '@/app';
import { preloadFirstScreen } from '@/app/router';
import i18n from '@/lib/i18n';
import { hydratingDrawnPage } from '@/lib/use-hydrating';

/** Every namespace of the interface (English has no files: loading one costs nothing). */
const NAMESPACES = Object.keys(import.meta.glob('./locales/hi/*.json')).map((f) =>
  f.replace(/.*\/|\.json$/g, ''),
);

/**
 * Before the first render: i18next ready, the route's screen loaded and, in English, every namespace known, so
 * the first render suspends nowhere: it hydrates the pre-drawn page (index.html, a visitor in English and the light
 * theme) or, for anyone else, draws the app in its place at once.
 */
async function readyToRender(): Promise<void> {
  // The screen's code (and a demo's quiz) is asked for first: it downloads while i18next starts.
  const screen = preloadFirstScreen(window.location.pathname).catch(() => undefined);
  await new Promise<void>((ready) => (i18n.isInitialized ? ready() : i18n.on('initialized', () => ready())));
  await Promise.all([screen, i18n.language === 'en' ? i18n.loadNamespaces(NAMESPACES) : undefined]).catch(
    () => undefined,
  );
  // The screen's code has just run in this task: hydrating starts in the next, not on top of it.
  await new Promise((next) => setTimeout(next));
}

/** Spec 2.2: plain http outside localhost goes to https. */
const local = ['localhost', '127.0.0.1', '[::1]'].includes(window.location.hostname);
if (window.location.protocol === 'http:' && !local) {
  window.location.replace(
    `https://${window.location.host}${window.location.pathname}${window.location.search}${window.location.hash}`,
  );
} else {
  void readyToRender().then(() => {
    const app = (
      <StrictMode>
        <App />
      </StrictMode>
    );
    const drawn = document.querySelector<HTMLElement>('#root > [data-prerendered]');
    // A transition: React hydrates or renders the first screen in slices of a few milliseconds, not in one
    // long task that keeps a phone from answering a tap (total blocking time).
    startTransition(() => {
      if (drawn && document.documentElement.dataset.shell !== 'off') {
        hydratingDrawnPage(() => enableControls(drawn));
        hydrateRoot(drawn, app);
      } else createRoot(document.getElementById('root')!).render(app);
    });
  });
}

/**
 * The pre-drawn page's buttons and fields as the app renders them (until-the-app-runs.ts disabled them), once
 * React has hydrated the screen (DrawnScreenHydrated, lib/use-hydrating.ts). Enabled when hydrating began, or
 * when the root committed (the screen still dehydrated in its Suspense boundary), a tap on a slow phone reached
 * a button React did not answer yet and was lost (the demo's 'Start Quiz' at 12x CPU slowdown); now such a tap
 * meets a disabled button, as before hydrating.
 */
function enableControls(drawn: HTMLElement): void {
  for (const el of drawn.querySelectorAll('[data-until-app]')) {
    el.removeAttribute('disabled');
    el.removeAttribute('readonly');
    el.removeAttribute('data-until-app');
  }
}

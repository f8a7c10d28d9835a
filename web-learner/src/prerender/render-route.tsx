import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { RoutedScreens } from '@/app/router';
import '@/lib/i18n';

const routeAt = (url: string) => (
  <AppProvider>
    <StaticRouter location={url}>
      <RoutedScreens />
    </StaticRouter>
  </AppProvider>
);

/**
 * A route's first screen as HTML, for a visitor in English and the light theme (rendered at build time, see
 * vite.config.ts): the page paints before its scripts run. Emotion writes each component's <style> beside it.
 * A first pass waits for the lazy screen and its translations; the second renders them whole, with no
 * Suspense fallback and no inline script. Data from the API is left loading, as on a first visit.
 */
export async function renderRoute(url: string): Promise<string> {
  await prerender(routeAt(url));
  const html = renderToString(routeAt(url));
  if (/<template|<script/.test(html)) throw new Error(`${url}: part of the screen still suspended`);
  return html;
}

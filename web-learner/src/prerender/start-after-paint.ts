import { APP_LOADER } from './app-loader';

/**
 * A pre-drawn page (vite.config.ts) asks for the app's scripts only once the browser has painted it: the
 * paint waits for nothing but the HTML. Requested beside the HTML, the scripts (about 190 KB gzipped) shared a
 * phone's bandwidth with it and the first paint came after them (Lighthouse's simulated LCP on `/` 2.7 s instead
 * of 1 s). The page's buttons stay disabled until the app hydrates it (src/main.tsx), so a tap meanwhile does
 * nothing. A page the app draws itself (the dark theme, Hindi, signed in: `data-shell="off"`) starts at once.
 *
 * Replaces the document's module entry and `modulepreload` links with a `<meta name="app-scripts">` naming them
 * and one inline script (APP_LOADER, the same text in every build) that adds them after the first paint (the
 * `load` event, then the frame after it); the platform's and the edge's CSP allow it by its hash. `first` names
 * the entry's libraries, which the loader runs one by one before the entry (app-loader.ts). With `now`, the
 * loader asks for the scripts at once: for a page whose content the app draws (its largest paint waits for them).
 */
export function startAppAfterPaint(html: string, first: string[] = [], now = false): string {
  const scripts: string[] = [];
  const preloads: string[] = [];
  const page = html
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g, (_tag, src: string) => {
      scripts.push(src);
      return '';
    })
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  if (scripts.length !== 1) throw new Error(`expected one module entry in the page, found ${scripts.length}`);
  const runFirst = first.length ? ` data-first="${first.filter((f) => preloads.includes(f)).join(' ')}"` : '';
  const meta =
    `<meta name="app-scripts" content="${scripts[0]}" data-preloads="${preloads.join(' ')}"${runFirst}` +
    `${now ? ' data-now' : ''}>`;
  return page
    .replace('</head>', `${meta}</head>`)
    .replace('</body>', `<script>${APP_LOADER}</script></body>`);
}

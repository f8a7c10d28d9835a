import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { componentTests } from '../web-theme/component-tests';
import { routePatterns } from './src/config/paths';
import { gatherEmotionStyles } from './src/prerender/gather-emotion-styles';
import { startAppAfterPaint } from './src/prerender/start-after-paint';
import { untilTheAppRuns } from './src/prerender/until-the-app-runs';

/** Writes the app's route patterns to dist/routes.json: the server answers other paths with a 404. */
const routesManifest = (): Plugin => ({
  name: 'routes-manifest',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'routes.json', source: JSON.stringify(routePatterns) });
  },
});

/**
 * Puts the entry's stylesheet (the Devanagari @font-face rules, well under 1 KB) into index.html instead of a
 * <link>: the first paint waits for one request less. The CSP allows inline styles (not scripts) already.
 */
const inlineEntryCss = (): Plugin => ({
  name: 'inline-entry-css',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, ctx) {
      return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, file: string) => {
        const css = ctx.bundle?.[file];
        return css?.type === 'asset' ? `<style>${String(css.source)}</style>` : link;
      });
    },
  },
});

/**
 * The first pages a visitor opens, by the file the platform serves for each (dist/prerendered/<name>.html). The
 * demo quiz (`/demo/{id}`, any id) is drawn as it looks while its quiz loads: the frame and the loader, so the
 * page paints before its scripts run and the quiz then takes the reserved place. Its scripts are asked for at
 * once, not after the paint: the quiz they draw is the page's largest paint (Lighthouse's LCP).
 */
const PRERENDERED: Record<string, { url: string; screen: string; scriptsAtOnce?: boolean }> = {
  index: { url: '/', screen: 'src/app/routes/landing.tsx' },
  login: { url: '/login', screen: 'src/app/routes/auth/login.tsx' },
  purchase: { url: '/purchase', screen: 'src/app/routes/payments/purchase.tsx' },
  'demo-quiz': { url: '/demo/quiz', screen: 'src/app/routes/quiz/demo.tsx', scriptsAtOnce: true },
};

/**
 * Renders those pages' screens into copies of index.html at build time (src/prerender/render-route.tsx), so a
 * phone paints the page with its HTML instead of after the scripts run. The app then hydrates it (src/main.tsx):
 * the same page, nothing moves, and React reuses the drawn elements instead of drawing them again. The platform serves each copy for its path.
 */
const prerenderShells = (): Plugin => {
  let outDir = '';
  /** Each screen's chunk and the chunks it imports: the page fetches them beside the entry (modulepreload). */
  const chunksOf = new Map<string, string[]>();
  /** The libraries the entry imports (none of which imports it back): the loader runs them one task each. */
  let entryLibraries: string[] = [];
  return {
    name: 'prerender-shells',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const withImports = (file: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(file)) return seen;
        seen.add(file);
        for (const dep of chunks.find((c) => c.fileName === file)?.imports ?? []) withImports(dep, seen);
        return seen;
      };
      const entry = chunks.find((c) => c.isEntry);
      entryLibraries = (entry?.imports ?? [])
        .filter((dep) => !withImports(dep).has(entry!.fileName))
        .map((dep) => `/${dep}`);
      for (const { screen } of Object.values(PRERENDERED)) {
        const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(screen));
        if (chunk) chunksOf.set(screen, [...withImports(chunk.fileName)]);
      }
    },
    async closeBundle() {
      const server = await createServer({
        configFile: fileURLToPath(new URL('./vite.config.ts', import.meta.url)),
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
        logLevel: 'error',
      });
      try {
        const { renderRoute } = (await server.ssrLoadModule('/src/prerender/render-route.tsx')) as {
          renderRoute(url: string): Promise<string>;
        };
        const index = readFileSync(`${outDir}/index.html`, 'utf8');
        mkdirSync(`${outDir}/prerendered`, { recursive: true });
        for (const [name, { url, screen: file, scriptsAtOnce }] of Object.entries(PRERENDERED)) {
          const { screen, head: styles } = gatherEmotionStyles(untilTheAppRuns(await renderRoute(url)));
          const preloads = (chunksOf.get(file) ?? [])
            .filter((chunk) => !index.includes(`/${chunk}"`))
            .map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk}">`);
          const page = index
            .replace('</head>', `${styles}${preloads.join('')}</head>`)
            .replace('<div id="root"></div>', `<div id="root"><div data-prerendered>${screen}</div></div>`);
          writeFileSync(
            `${outDir}/prerendered/${name}.html`,
            startAppAfterPaint(page, entryLibraries, scriptsAtOnce),
          );
        }
      } finally {
        await server.close();
      }
    },
  };
};

/**
 * Libraries every screen runs from the first paint, each in a chunk of its own: they change rarely (a release
 * of the app leaves them cached), and no first-route script carries much code it does not run (Lighthouse's
 * unused-JavaScript audit counts per script). MUI is not listed: its barrel would pull every component into
 * the first chunk; what the shell uses stays with the app's code, the rest is split by the routes that use it.
 */
const VENDOR_CHUNKS: [string, RegExp][] = [
  ['react', /node_modules\/(react|react-dom|scheduler)\//],
  ['router', /node_modules\/(react-router|react-router-dom)\//],
  ['i18n', /node_modules\/(i18next[\w-]*|react-i18next)\//],
  ['query', /node_modules\/@tanstack\//],
];

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * `vite build --ssr`: the demo's server render (src/prerender/render-demo.tsx) as one Node module in dist-ssr/,
 * which the catalog imports at run time; its libraries stay in node_modules. DOMPurify runs there on a jsdom
 * window (src/prerender/server-dompurify.ts).
 */
const serverRender = {
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^dompurify$/, replacement: `${src}/prerender/server-dompurify.ts` },
      { find: '@', replacement: src },
    ],
  },
  // MUI and Emotion bundled as in production whatever the platform's NODE_ENV: outside production MUI names
  // each style after its component (`css-sfnxto-MuiLink-root`), the browser's build does not (`css-1kelqay`),
  // so the app found none of the drawn page's styles and compiled and inserted all of them again while
  // hydrating (about 270 rules: a long task on a phone, issue 37).
  ssr: { noExternal: [/^@mui\//, /^@emotion\//] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // Server code only: no copy of public/ (the favicon) beside it.
  publicDir: false as const,
  build: { outDir: 'dist-ssr', emptyOutDir: true, target: 'node20', sourcemap: false },
};

// The learner app. Built into dist/ and served by the platform at /; `npm run dev` proxies /api to it.
export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? serverRender
    : {
        plugins: [react(), routesManifest(), inlineEntryCss(), prerenderShells()],
        resolve: { alias: { '@': src } },
        server: { proxy: { '/api': process.env.API_URL ?? 'http://localhost:3000' } },
        build: {
          target: 'es2022',
          sourcemap: false,
          // Everything but the libraries above is split by the routes that use it: a page downloads what it shows.
          rollupOptions: {
            output: {
              manualChunks: (id) => VENDOR_CHUNKS.find(([, pattern]) => pattern.test(id))?.[0],
            },
          },
        },
        test: componentTests,
      },
);

import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { routePatterns } from './src/config/paths';

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

// The learner app. Built into dist/ and served by the platform at /; `npm run dev` proxies /api to it.
export default defineConfig({
  plugins: [react(), routesManifest(), inlineEntryCss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
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
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});

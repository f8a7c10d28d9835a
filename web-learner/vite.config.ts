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

// The learner app. Built into dist/ and served by the platform at /; `npm run dev` proxies /api to it.
export default defineConfig({
  plugins: [react(), routesManifest()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: { '/api': process.env.API_URL ?? 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    // React and the router change rarely: one long-cached chunk. Everything else is split by the routes that
    // use it, so the landing page downloads only what it shows.
    rollupOptions: {
      output: {
        manualChunks: (id) =>
          /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom)\//.test(id)
            ? 'react'
            : undefined,
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

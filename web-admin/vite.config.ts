import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { componentTests } from '../web-theme/component-tests';

// The admin console. Built into dist/ and served by the platform at /admin (history fallback there);
// `npm run dev` proxies /api to a running platform.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: { '/api': process.env.API_URL ?? 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      output: {
        // React and the router in one long-cached chunk; MUI and react-admin are split by the screens that
        // use them, so the sign-in screen loads only its own part of them.
        manualChunks: (id) =>
          /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom)\//.test(id)
            ? 'react'
            : undefined,
      },
    },
  },
  test: componentTests,
});

import type { ViteUserConfig } from 'vitest/config';

/**
 * How both web apps run their component tests: Vitest in jsdom, each app's own setup file and tests under src.
 * One definition, imported by each app's vite.config.ts, so the two cannot drift apart.
 */
export const componentTests: NonNullable<ViteUserConfig['test']> = {
  globals: true,
  environment: 'jsdom',
  setupFiles: ['./src/testing/setup-tests.ts'],
  include: ['src/**/*.test.{ts,tsx}'],
  css: false,
};

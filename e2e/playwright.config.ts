import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/browser';

// Run through `npm run test:e2e` (e2e/run.ts), which builds the platform and picks E2E_PORT. With
// E2E_BASE_URL the tests run against a platform already running there (the distributed mode's edge).
const port = Number(process.env.E2E_PORT ?? 3999);
const external = process.env.E2E_BASE_URL?.replace(/\/$/, '');
const baseURL = external ?? `http://localhost:${port}`;
// One throwaway data folder per run, shared by the server this config starts (set once, inherited by workers).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'exam-e2e-'));

const config = defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: '.output/results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // One retry: two runs of 35 on clean clones each had one flaky step (an axe check during a toast's fade, an
  // admin save not confirmed); a test that fails twice still fails the run.
  retries: 1,
  reporter: [['list']],
  use: {
    baseURL,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  // The embedded platform exactly as `npm start` runs it: in-process bus, embedded FerretDB, demo content.
  webServer: {
    command: 'node dist/services/platform/main.js',
    cwd: join(__dirname, '..'),
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...stripInfra(process.env),
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    },
  },
});

if (external) delete config.webServer;
export default config;

/** CI exports MONGO_URL and KAFKA_BROKERS for the server tests; the browser tests run the embedded default. */
function stripInfra(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env))
    if (v !== undefined && k !== 'MONGO_URL' && k !== 'KAFKA_BROKERS') out[k] = v;
  return out;
}

/**
 * `npm run test:e2e`: builds the platform as `npm start` does and runs the browser tests in headless Chromium
 * (Debian's `chromium`). Without Chromium the run says so and passes, unless E2E_REQUIRE_BROWSER=1 (CI).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { getFreePort } from '../libs/dev-infra/src/free-port';
import { chromiumPath } from './support/browser';

async function main(): Promise<number> {
  const browser = chromiumPath();
  if (!existsSync(browser)) {
    const message = `Browser tests need Chromium at ${browser} (Debian: apt-get install chromium).`;
    if (process.env.E2E_REQUIRE_BROWSER === '1') {
      console.error(`${message} E2E_REQUIRE_BROWSER=1: failing.`);
      return 1;
    }
    console.warn(`\n*** Browser tests SKIPPED. ${message} .ci/run installs it and runs them. ***\n`);
    return 0;
  }
  // Against a running platform (E2E_BASE_URL, e.g. the distributed mode's edge) there is nothing to build.
  if (!process.env.E2E_BASE_URL) {
    const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
    if (build.status !== 0) return build.status ?? 1;
  }
  const port = process.env.E2E_PORT ?? String(await getFreePort());
  const run = spawnSync(
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: { ...process.env, E2E_PORT: port },
    },
  );
  return run.status ?? 1;
}

main().then((code) => process.exit(code));

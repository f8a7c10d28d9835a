/**
 * `npm run bench:web`: what the learner app costs a learner's browser, measured in headless Chromium against
 * the built platform (embedded mode, a throwaway data folder). Prints figures; asserts nothing.
 *
 *   - the landing page's initial JavaScript, gzipped as the platform serves it (budget: 200 KB)
 *   - the quiz player: its JavaScript loaded on demand, Start Quiz → first question painted, and moving
 *     between questions on a 200-question quiz (aim < 50 ms), from bench/support/player-bench.ts
 *   - Lighthouse (its npm package, in the same Chromium) on /, /login, /purchase, /demo/{id} and /admin, phone and
 *     desktop: each category's score, LCP, TBT and CLS, the median of BENCH_LH_RUNS runs (default 3), from
 *     bench/support/lighthouse-bench.ts
 */
import { execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../e2e/support/browser';
import { measureLighthouse } from './support/lighthouse-bench';
import { measurePlayer } from './support/player-bench';
import { startPlatform } from './support/platform-process';

const KB = 1024;

/** JavaScript a page downloads until the network is idle: encoded (compressed) bytes per file. */
async function javascriptOf(page: Page, url: string): Promise<{ file: string; bytes: number }[]> {
  const scripts: Promise<{ file: string; bytes: number }>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    scripts.push(
      res
        .request()
        .sizes()
        .then((s) => ({ file: new URL(res.url()).pathname, bytes: s.responseBodySize })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  return Promise.all(scripts);
}

async function main(): Promise<void> {
  execSync('npm run build:web --silent', { stdio: 'inherit' });
  const platform = await startPlatform({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'exam-bench-web-')),
    MONGO_URL: '',
    KAFKA_BROKERS: '',
  });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const landing = await javascriptOf(page, `${platform.base}/`);
    const total = landing.reduce((sum, s) => sum + s.bytes, 0);
    console.log('\nLanding page (/), visitor, initial JavaScript as served (gzip):');
    for (const s of landing.sort((a, b) => b.bytes - a.bytes))
      console.log(`  ${(s.bytes / KB).toFixed(1).padStart(7)} KB  ${s.file}`);
    console.log(`  ${(total / KB).toFixed(1).padStart(7)} KB  total (budget 200 KB)`);
    await measurePlayer(browser, platform.base);
    await measureLighthouse(platform.base);
  } finally {
    await browser.close();
    await platform.stop();
  }
}

main().catch((e: Error) => {
  console.error(e.stack ?? e.message);
  process.exit(1);
});

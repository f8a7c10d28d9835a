// Lighthouse's figures for `npm run bench:web`: the learner pages a visitor opens first, on a phone and on a
// desktop, with Lighthouse's default simulated throttling, each page run several times (the median printed).
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import { chromiumArgs, chromiumPath } from '../../e2e/support/browser';
import { percentile } from './platform-process';
import { cpuBlockingMs } from './trace-cpu';

const RUNS = Number(process.env.BENCH_LH_RUNS) || 3;
/** With BENCH_LH_REPORTS=<folder>, each run's full report (JSON) is kept there, to read the audits' details. */
const REPORTS = process.env.BENCH_LH_REPORTS;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type FormFactor = 'mobile' | 'desktop';

interface RunFigures {
  scores: number[];
  lcpMs: number;
  tbtMs: number;
  /** TBT counted on the tasks' CPU time (trace-cpu.ts): what the machine's load adds to TBT left out. */
  cpuTbtMs: number;
  cls: number;
}

interface ListedQuiz {
  _id: string;
  difficulty: string;
}

/** `/demo/{id}` twice: a free quiz that opens on its Quiz Insights (flip-book), and one that opens on a question. */
async function demoPages(base: string): Promise<{ label: string; path: string }[]> {
  const list = (await (await fetch(`${base}/api/quizs/getfilteredquizs?division=Abhyudaya`)).json()) as {
    quizzes: ListedQuiz[];
  };
  const found: Record<'intro' | 'questions', string | undefined> = { intro: undefined, questions: undefined };
  for (const quiz of list.quizzes.filter((q) => q.difficulty === 'Free Exploratory Quiz')) {
    const res = await fetch(`${base}/api/quizs/getDemoQuizbyId`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ quizid: quiz._id }),
    });
    const detail = (await res.json()) as { quiz_pdf_images?: unknown[] };
    const kind = detail.quiz_pdf_images?.length ? 'intro' : 'questions';
    found[kind] ??= quiz._id;
  }
  return Object.entries(found)
    .filter((e): e is [string, string] => !!e[1])
    .map(([kind, id]) => ({ label: `/demo/{id} (${kind})`, path: `/demo/${id}` }));
}

/** One Lighthouse run; null when the page could not be measured (a runtime error such as NO_FCP). */
async function runOnce(
  url: string,
  port: number,
  form: FormFactor,
  name: string,
): Promise<RunFigures | null> {
  const { default: lighthouse } = await import('lighthouse');
  const config =
    form === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
    config,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(join(REPORTS, `${name}.json`), JSON.stringify(result.lhr, null, 1));
  }
  const { categories, audits } = result.lhr;
  if (result.lhr.runtimeError) {
    console.log(`  (${name}: ${result.lhr.runtimeError.code}, run not counted)`);
    return null;
  }
  return {
    scores: CATEGORIES.map((c) => Math.round((categories[c]?.score ?? 0) * 100)),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cpuTbtMs: cpuBlockingMs(result.artifacts.Trace.traceEvents, form === 'mobile' ? 4 : 1) ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
  };
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

function row(label: string, form: FormFactor, runs: RunFigures[]): string {
  const scores = CATEGORIES.map((_, i) => String(median(runs.map((r) => r.scores[i]))).padStart(5));
  const perfRuns = runs.map((r) => r.scores[0]).join(' ');
  return (
    `  ${label.padEnd(26)} ${form.padEnd(8)}${scores.join('')}` +
    `${median(runs.map((r) => r.lcpMs))
      .toFixed(0)
      .padStart(8)}` +
    `${median(runs.map((r) => r.tbtMs))
      .toFixed(0)
      .padStart(8)}` +
    `${median(runs.map((r) => r.cpuTbtMs))
      .toFixed(0)
      .padStart(8)}` +
    `${median(runs.map((r) => r.cls))
      .toFixed(3)
      .padStart(8)}   ${perfRuns}`
  );
}

/**
 * Runs Lighthouse (its npm package) in Debian's Chromium on the learner pages and the console's first screen;
 * prints one line per page and form.
 */
export async function measureLighthouse(base: string): Promise<void> {
  const pages = [
    { label: '/', path: '/' },
    { label: '/login', path: '/login' },
    { label: '/purchase', path: '/purchase' },
    ...(await demoPages(base)),
    // The console's sign-in screen (its SEO score counts its deliberate noindex against it).
    { label: '/admin (sign-in)', path: '/admin/' },
  ];
  const load = loadavg().map((l) => l.toFixed(2));
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: chromiumArgs });
  try {
    console.log(
      `\nLighthouse ${(await import('lighthouse/package.json')).version}, simulated throttling, median of ${RUNS} runs ` +
        `(load average at start ${load.join(', ')}; 'TBT cpu' counts the tasks' CPU time, not the time the ` +
        `machine's load added, bench/support/trace-cpu.ts; one unmeasured run first):`,
    );
    console.log(
      `  ${'page'.padEnd(26)} ${'form'.padEnd(8)} perf a11y   bp  seo  LCP ms  TBT ms TBT cpu     CLS   perf per run`,
    );
    // Not counted: the first run after a build paid for cold files, the server's first compressions and
    // Chromium's start, and measured / lower than the same build's later runs.
    await runOnce(`${base}/`, chrome.port, 'mobile', 'warm-up');
    for (const page of pages)
      for (const form of ['mobile', 'desktop'] as const) {
        const runs: RunFigures[] = [];
        const name = (i: number) =>
          `${page.label.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${form}-${i}`;
        // A run that fails (the page never painted under load) is not counted; up to twice RUNS tries.
        for (let i = 0; runs.length < RUNS && i < 2 * RUNS; i++) {
          const run = await runOnce(`${base}${page.path}`, chrome.port, form, name(i));
          if (run) runs.push(run);
        }
        console.log(runs.length ? row(page.label, form, runs) : `  ${page.label} ${form}: no run succeeded`);
      }
    console.log(
      `  load average at end ${loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
    );
  } finally {
    chrome.kill();
  }
}

// The quiz player's figures for `npm run bench:web`: its JavaScript loaded on demand, Start Quiz → first
// question painted, and moving between questions on a 200-question quiz, in headless Chromium.
import type { Browser, Page } from 'playwright-core';
import { adminToken, verifiedLearner } from './learners';
import { percentile, postJson } from './platform-process';

const KB = 1024;
const QUESTIONS = 200;
const MOVES = 60;

async function createLongQuiz(base: string): Promise<string> {
  const token = await adminToken(base);
  const name = `Bench 200-question quiz ${Date.now()}`;
  const questions = Array.from({ length: QUESTIONS }, (_, i) => ({
    question: `Question ${i + 1}: which Article of the Constitution deals with the Election Commission?`,
    question_in_hindi: `प्रश्न ${i + 1}: संविधान का कौन-सा अनुच्छेद निर्वाचन आयोग से संबंधित है?`,
    options: ['Article 280', 'Article 324', 'Article 148', 'Article 315'],
    options_hindi: ['अनुच्छेद 280', 'अनुच्छेद 324', 'अनुच्छेद 148', 'अनुच्छेद 315'],
    correct_answer: 'Article 324',
    answer_explanation_in_english:
      'Article 324 vests superintendence of elections in the Election Commission.',
  }));
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const res = await fetch(`${base}/api/admin/quizzes`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name,
      description: 'Bench',
      difficulty: 'Free Exploratory Quiz',
      subject: 'Mock Tests',
      // A Mock Test is sat as an exam unless said otherwise (issue 31); these are completed in the player
      mode: 'practice',
      chapter: '',
      division: 'Abhyudaya',
      classs: 'Already passed 12th',
      questions,
    }),
  });
  if (res.status !== 201) throw new Error(`create quiz failed: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  const pub = await fetch(`${base}/api/admin/quizzes/${id}/publish`, { method: 'POST', headers });
  if (!pub.ok) throw new Error(`publish failed: ${pub.status}`);
  return name;
}

async function signIn(page: Page, base: string): Promise<void> {
  const creds = await verifiedLearner(base, 'player', 1);
  const login = await postJson<{ token: string }>(`${base}/api/users/login`, {
    ...creds,
    uniqueBrowserId: 'bench-player',
    forceLogin: true,
  });
  // The session as the login screen stores it (run in the page, which has the DOM this file's types lack).
  await page.addInitScript(
    `localStorage.setItem('currentUser1', ${JSON.stringify(JSON.stringify(login.body))});` +
      `localStorage.setItem('authToken', ${JSON.stringify(login.body.token)});` +
      `localStorage.setItem('uniqueBrowserId', 'bench-player');`,
  );
}

/** Opens the quiz from the list (searching its name) and answers the scripts the click loaded. */
async function openFromList(page: Page, base: string, name: string) {
  await page.goto(`${base}/quizList`, { waitUntil: 'networkidle' });
  await page.getByRole('searchbox', { name: 'Search quizzes' }).fill(name);
  await page.getByRole('button', { name: `Start Quiz: ${name}` }).waitFor();
  const scripts: Promise<{ file: string; bytes: number }>[] = [];
  page.on('response', (res) => {
    // Scripts, and the module preloads Vite adds for a chunk's imports.
    if (!new URL(res.url()).pathname.endsWith('.js')) return;
    scripts.push(
      res
        .request()
        .sizes()
        .then((s) => ({ file: new URL(res.url()).pathname, bytes: s.responseBodySize })),
    );
  });
  await page.getByRole('button', { name: `Start Quiz: ${name}` }).click();
  await page.waitForURL(/\/questionPage$/);
  return scripts;
}

/** Waits for the next frame after React's commit: rAF, then a task, which runs after the paint. */
const PAINTED = 'new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)))';

export async function measurePlayer(browser: Browser, base: string): Promise<void> {
  const name = await createLongQuiz(base);
  const page = await browser.newPage();
  await signIn(page, base);
  const loaded = await openFromList(page, base, name);
  await page.getByText(`Question 1 of ${QUESTIONS}`).waitFor();
  await page.waitForLoadState('networkidle');
  const player = await Promise.all(loaded);
  const playerKb = player.reduce((s, f) => s + f.bytes, 0) / KB;
  console.log('\nQuiz player (/questionPage), JavaScript loaded on demand when a quiz opens (gzip):');
  for (const s of player.sort((a, b) => b.bytes - a.bytes))
    console.log(`  ${(s.bytes / KB).toFixed(1).padStart(7)} KB  ${s.file}`);
  console.log(`  ${playerKb.toFixed(1).padStart(7)} KB  total`);

  // Start Quiz → first question painted: a quiz with Topic Insights (the seeded free news analysis quiz).
  const starts: number[] = [];
  for (let i = 0; i < 5; i++) {
    const intro = await browser.newPage();
    await signIn(intro, base);
    await openFromList(intro, base, 'News Analysis: Constitutional Bodies in the News');
    const start = intro.getByRole('button', { name: 'Start Quiz', exact: true });
    await start.waitFor();
    const ms = (await intro.evaluate(`(async () => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Start Quiz');
      const t0 = performance.now();
      button.click();
      while (!document.body.textContent.includes('Question 1 of')) await new Promise((r) => setTimeout(r, 0));
      await ${PAINTED};
      return performance.now() - t0;
    })()`)) as number;
    starts.push(ms);
    await intro.close();
  }
  starts.sort((a, b) => a - b);
  console.log(
    `\nStart Quiz → first question painted: median ${percentile(starts, 50).toFixed(1)} ms (5 runs)`,
  );

  // Moving between questions on the 200-question quiz: N (next) and P (previous), each to the next paint.
  const moves = (await page.evaluate(`(async () => {
    const out = [];
    for (let i = 0; i < ${MOVES}; i++) {
      const key = i % 3 === 2 ? 'p' : 'n';
      const t0 = performance.now();
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      await ${PAINTED};
      out.push(performance.now() - t0);
    }
    return out;
  })()`)) as number[];
  const where = await page.getByRole('heading', { name: /Question \d+ of 200/ }).textContent();
  moves.sort((a, b) => a - b);
  console.log(
    `Move between questions (${QUESTIONS}-question quiz, ${MOVES} moves, now at "${where}"): ` +
      `median ${percentile(moves, 50).toFixed(1)} ms, p95 ${percentile(moves, 95).toFixed(1)} ms, max ${moves.at(-1)!.toFixed(1)} ms (aim < 50 ms)`,
  );
  await page.close();
}

// npm run bench:soak: a soak of the embedded platform. SOAK_USERS simulated learners (default 500, sharing
// SOAK_ACCOUNTS logged-in accounts) browse the quiz list, open a quiz, complete it, and now and then buy
// two weeks of old quizzes, for SOAK_SECONDS (default 180) after a warm-up. Prints the figures; exits 1 on
// any error answer or when the resident memory at the end is more than 10 % above the one after warm-up.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { priceOldQuizPeriod, todayInIndia } from '../services/billing/src/domain/weeks-and-price';
import { adminToken, loggedInLearner, type Learner } from './support/learners';
import { percentile, postJson, startPlatform } from './support/platform-process';

const USERS = Number(process.env.SOAK_USERS ?? 500);
const ACCOUNTS = Number(process.env.SOAK_ACCOUNTS ?? 50);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 180);
const WARMUP_SECONDS = Number(process.env.SOAK_WARMUP_SECONDS ?? 30);
const QUESTIONS = 10;
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000 - 3_600_000).toISOString();

const question = (n: number) => ({
  question: `Which Article of the Constitution provides for the Finance Commission? (${n})`,
  question_in_hindi: `संविधान का कौन-सा अनुच्छेद वित्त आयोग का प्रावधान करता है? (${n})`,
  options: ['Article 263', 'Article 270', 'Article 280', 'Article 312'],
  options_hindi: ['अनुच्छेद 263', 'अनुच्छेद 270', 'अनुच्छेद 280', 'अनुच्छेद 312'],
  correct_answer: 'Article 280',
  answer_explanation_in_english: 'Article 280: the President constitutes a Finance Commission.',
  answer_explanation_in_hindi: 'अनुच्छेद 280: राष्ट्रपति वित्त आयोग का गठन करते हैं।',
});
const quiz = (i: number, premium: boolean) => ({
  name: `Soak quiz ${i}`,
  description: 'A generated quiz for the soak.',
  difficulty: premium ? 'Premium Quiz' : 'Free Exploratory Quiz',
  division: 'Abhyudaya',
  subject: 'Current Affairs',
  createdAt: day(i % 13),
  questions: Array.from({ length: QUESTIONS }, (_, n) => question(n + 1)),
});

const rssMiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

/** SOAK_HEAP_SNAPSHOTS=1: the platform writes a heap snapshot (into the repository root) after the warm-up and at the end. */
const SNAPSHOTS = process.env.SOAK_HEAP_SNAPSHOTS === '1';
if (SNAPSHOTS)
  process.env.BENCH_NODE_ARGS = `${process.env.BENCH_NODE_ARGS ?? ''} --heapsnapshot-signal=SIGUSR2`.trim();
const heapSnapshot = async (pid: number) => {
  if (!SNAPSHOTS) return;
  const written = () => readdirSync('.').filter((f) => f.endsWith('.heapsnapshot') && f.includes(`.${pid}.`));
  const before = written().length;
  process.kill(pid, 'SIGUSR2');
  // Written once its size stops changing (a snapshot of a few hundred MiB takes a while on a busy machine).
  let size = -1;
  for (let waited = 0; waited < 180; waited++) {
    await new Promise((r) => setTimeout(r, 1000));
    const files = written().sort();
    if (files.length <= before) continue;
    const now = statSync(files[files.length - 1]).size;
    if (now > 0 && now === size) return;
    size = now;
  }
};

const openFiles = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;

async function main(): Promise<void> {
  const platform = await startPlatform(
    { SEED_DEMO_CONTENT: 'false' },
    Number(process.env.SOAK_PORT) || undefined,
  );
  let failed = true;
  try {
    const base = platform.base;
    const admin = await adminToken(base);
    const made = await postJson<{ ids: string[] }>(
      `${base}/api/admin/quizzes/bulk`,
      { quizzes: Array.from({ length: 40 }, (_, i) => quiz(i, i % 2 === 1)) },
      admin,
    );
    if (made.status !== 201) throw new Error(`import failed: ${JSON.stringify(made.body)}`);
    const free = made.body.ids.filter((_, i) => i % 2 === 0);
    const accounts: Learner[] = [];
    for (let i = 0; i < ACCOUNTS; i++) accounts.push(await loggedInLearner(base, 'soak', i));
    const [from, to] = [todayInIndia(new Date(Date.now() - 13 * 86_400_000)), todayInIndia(new Date())];
    const period = priceOldQuizPeriod(from, to, to);
    if (!period.ok) throw new Error(period.message);
    console.log(
      `platform pid ${platform.pid}: ${made.body.ids.length} quizzes, ${ACCOUNTS} accounts, ${USERS} simulated learners`,
    );

    const latencies: number[] = [];
    const errors = new Map<string, number>();
    let requests = 0;
    let measuring = false;
    // Why a call got no answer at all (status 0): the first of each kind, printed with the figures.
    const failures = new Map<string, string>();
    const noteFailure = (what: string, e: Error) => {
      const cause = (e.cause as Error | undefined)?.message ?? '';
      const key = `${what}: ${e.message}${cause ? ` (${cause})` : ''}`;
      failures.set(key, key);
    };
    const call = async <T>(what: string, url: string, body: unknown, token?: string) => {
      const t0 = performance.now();
      const res = await postJson<T>(url, body, token).catch((e: Error) => {
        noteFailure(what, e);
        return { status: 0, body: e.message as T };
      });
      if (measuring) {
        requests++;
        latencies.push(performance.now() - t0);
      }
      if (res.status < 200 || res.status >= 300) {
        const key = `${what} ${res.status}`;
        errors.set(key, (errors.get(key) ?? 0) + 1);
      }
      return res;
    };
    const list = `${base}/api/quizs/getfilteredquizs?difficulty=All&subject=Current%20Affairs&classs=Already%20passed%2012th&schoolcode=OpenSchool&email=&chapter=All&division=Abhyudaya`;
    const learnerLoop = async (vu: number, until: number) => {
      const who = accounts[vu % accounts.length];
      while (Date.now() < until) {
        const t0 = performance.now();
        const listed = await fetch(list, { headers: { authorization: `Bearer ${who.token}` } }).catch(
          (e: Error) => (noteFailure('list', e), null),
        );
        if (measuring) {
          requests++;
          latencies.push(performance.now() - t0);
        }
        if (!listed?.ok)
          errors.set(`list ${listed?.status ?? 0}`, (errors.get(`list ${listed?.status ?? 0}`) ?? 0) + 1);
        else await listed.arrayBuffer();
        const quizid = free[Math.floor(Math.random() * free.length)];
        await call('open', `${base}/api/quizs/getquizbyid`, { quizid }, who.token);
        await call(
          'complete',
          `${base}/api/users/completequiz`,
          {
            userId: who.userId,
            quizId: quizid,
            attemptId: randomUUID(),
            answers: Array.from({ length: QUESTIONS }, () => ({ option: Math.floor(Math.random() * 4) })),
            correctAnswers: QUESTIONS,
          },
          who.token,
        );
        if (Math.random() < 0.03) {
          const order = await call<{ id: string }>(
            'order',
            `${base}/api/payment/create-order`,
            {
              subject: 'Current Affairs',
              className: 'Already passed 12th',
              division: 'Abhyudaya',
              from,
              to,
              weeks: period.weeks,
              amount: period.amount,
            },
            who.token,
          );
          if (order.status === 201) {
            const paid = await call<Record<string, string>>(
              'checkout',
              `${base}/api/payment/dev-checkout/${order.body.id}/pay`,
              {},
            );
            await call('verify', `${base}/api/payment/verify-payment`, paid.body, who.token);
          }
        }
      }
    };

    const started = Date.now();
    const end = started + (WARMUP_SECONDS + SECONDS) * 1000;
    const loops = Array.from({ length: USERS }, (_, vu) => learnerLoop(vu, end));
    // The resident memory every SOAK_SAMPLE_SECONDS: a cache filling to its bound levels off, a leak does not.
    const samples: string[] = [];
    const sampler = setInterval(
      () =>
        samples.push(
          `${Math.round((Date.now() - started) / 1000)}s ${rssMiB(platform.pid).toFixed(0)}/${openFiles(platform.pid)}`,
        ),
      Number(process.env.SOAK_SAMPLE_SECONDS ?? 15) * 1000,
    );
    await new Promise((r) => setTimeout(r, WARMUP_SECONDS * 1000));
    const rssAfterWarmup = rssMiB(platform.pid);
    await heapSnapshot(platform.pid);
    measuring = true;
    await Promise.all(loops);
    clearInterval(sampler);
    const rssAtEnd = rssMiB(platform.pid);
    await heapSnapshot(platform.pid);
    latencies.sort((a, b) => a - b);
    const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
    const growth = (rssAtEnd / rssAfterWarmup - 1) * 100;
    console.log(`\nsoak: ${USERS} simulated learners, ${SECONDS} s after a ${WARMUP_SECONDS} s warm-up`);
    console.log(
      `  requests: ${requests} (${(requests / SECONDS).toFixed(0)} req/s), errors: ${errorCount} ${errorCount ? JSON.stringify(Object.fromEntries(errors)) : ''}`,
    );
    console.log(
      `  latency: p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms`,
    );
    console.log(
      `  RSS: ${rssAfterWarmup.toFixed(0)} MiB after warm-up, ${rssAtEnd.toFixed(0)} MiB at the end (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %)`,
    );
    console.log(
      `  RSS (MiB) / open files (sockets to the database among them) over time: ${samples.join(', ')}`,
    );
    if (failures.size) console.log(`  no answer: ${[...failures.keys()].slice(0, 5).join('; ')}`);
    failed = errorCount > 0 || growth > 10;
  } finally {
    await platform.stop();
  }
  console.log(failed ? 'soak: FAILED' : 'soak: passed (0 errors, memory flat within 10 %)');
  process.exit(failed ? 1 : 0);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

// npm run bench:soak: a soak of the embedded platform. SOAK_USERS simulated learners (default 500, sharing
// SOAK_ACCOUNTS logged-in accounts) browse the quiz list, open a quiz, complete it, and now and then buy
// two weeks of old quizzes, pausing about SOAK_THINK_MS (default 3 s) between steps as a person does, for
// SOAK_WARMUP_SECONDS (default 45) of warm-up and then SOAK_SECONDS (default 180) measured. The platform is
// its own process on SOAK_PORT (default 4690), always embedded (its own FerretDB and in-process bus,
// whatever MONGO_URL or KAFKA_BROKERS say), with MALLOC_ARENA_MAX=2 as `npm start` runs it.
//
// Memory, the verdict: what the platform holds, right after it has collected all its garbage (a full
// collection asked of it through bench/support/memory-probe.mjs, then a second for V8 to give the freed
// pages back), under load, SOAK_CHECKS times (default 3, SOAK_CHECK_GAP_SECONDS = 5 apart) right after the
// warm-up and as many times just before the end; the median of each set is compared. What it holds is the
// RSS less the heap space V8 has committed but leaves free (heap total - heap used, at that moment): the
// live JS heap plus everything outside it (code, native memory, the driver's buffers), so a leak of either
// kind counts, while V8's own sizing does not. Why not the raw RSS: V8 lets garbage pile up in the old
// generation until a major collection (its heap grows to a few times what is live before it collects), so
// the raw RSS is a sawtooth of ±100 MiB with a period of a minute or more at this load (a quiet run at 170
// req/s: raw RSS 271, 475, 396, 487, 405 MiB at 48, 128, 144, 176, 192 s with heap used after each major
// collection back at 100-170 MiB: +37.6 % on the raw medians), and which phase a 30 s window fell in
// decided the old verdict. Why not the RSS after the full collection alone: V8 sizes its heap again at
// every full collection (the new space doubles when much survives, pages stay committed), so its free part
// after one moved by up to 40 MiB between runs (heap total 139 -> 179 MiB with heap used 103 -> 109 MiB:
// +16 % RSS for 6 MiB more held). The raw RSS (medians of SOAK_WINDOW_SECONDS windows, default 30, sampled
// every SOAK_SAMPLE_SECONDS, default 2), its peak, the RSS after the collections, the heap and the
// collections are printed beside it. The checks' collections pause the platform (the pause is printed) and
// so count in the latencies, as any major collection does.
// Exits 1 on any request without a 2xx answer (including a reset connection) or when what the platform
// holds at the end is more than 10 % above or below what it held after the warm-up.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { priceOldQuizPeriod, todayInIndia } from '../services/billing/src/orders/domain/weeks-and-price';
import { adminToken, loggedInLearner, type Learner } from './support/learners';
import { percentile, postJson, startPlatform, type ProbedMemory } from './support/platform-process';

const USERS = Number(process.env.SOAK_USERS ?? 500);
const ACCOUNTS = Number(process.env.SOAK_ACCOUNTS ?? 50);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 180);
const WARMUP_SECONDS = Number(process.env.SOAK_WARMUP_SECONDS ?? 45);
const WINDOW_SECONDS = Number(process.env.SOAK_WINDOW_SECONDS ?? 30);
const SAMPLE_SECONDS = Number(process.env.SOAK_SAMPLE_SECONDS ?? 2);
const CHECKS = Number(process.env.SOAK_CHECKS ?? 3);
const CHECK_GAP_SECONDS = Number(process.env.SOAK_CHECK_GAP_SECONDS ?? 5);
const PORT = Number(process.env.SOAK_PORT) || 4690;
/** The memory check of issue 15: the end within ±10 % of the after-warm-up figure. */
const MAX_DRIFT_PERCENT = 10;
const QUESTIONS = 10;
/**
 * A learner's pause between steps (reading the list, answering, looking at the result), uniform between half
 * and one and a half times SOAK_THINK_MS (default 3 s; 0 makes every learner a closed loop with no pause).
 * Without it 500 learners are a stress test that saturates two cores, not 500 people on the platform.
 */
const THINK_MS = Number(process.env.SOAK_THINK_MS ?? 3000);
const think = () =>
  THINK_MS > 0 ? new Promise((r) => setTimeout(r, THINK_MS * (0.5 + Math.random()))) : Promise.resolve();
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

const median = (values: number[]) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const MiB = (bytes: number) => bytes / 1024 / 1024;
const signed = (n: number) => `${n >= 0 ? '+' : ''}${n.toFixed(1)}`;

interface Sample {
  /** Seconds since the load started. */
  t: number;
  rss: number;
  heapUsed: number;
  /** The heap V8 holds from the system (used or not): what the resident memory follows. */
  heapTotal: number;
  external: number;
  files: number;
  /** The platform's collections so far (the forced ones of the checks included). */
  gcs: ProbedMemory['gcs'];
}

async function main(): Promise<void> {
  // Always the embedded platform: CI exports MONGO_URL and KAFKA_BROKERS of its own infrastructure.
  const platform = await startPlatform(
    { SEED_DEMO_CONTENT: 'false', MONGO_URL: '', KAFKA_BROKERS: '' },
    PORT,
    {
      memoryProbe: true,
    },
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
      `platform pid ${platform.pid} on ${base}: ${made.body.ids.length} quizzes, ${ACCOUNTS} accounts, ${USERS} simulated learners`,
    );

    const latencies: number[] = [];
    const latenciesOf = new Map<string, number[]>();
    const took = (what: string, ms: number) => {
      latencies.push(ms);
      const mine = latenciesOf.get(what) ?? [];
      mine.push(ms);
      latenciesOf.set(what, mine);
    };
    const errors = new Map<string, number>();
    let requests = 0;
    let measuring = false;
    // Why a call got no answer at all (status 0): each kind with its count, printed with the figures.
    const failures = new Map<string, number>();
    // What an error answer said: the first of each kind.
    const answers = new Map<string, string>();
    const noteFailure = (what: string, e: Error) => {
      const cause = e.cause as (Error & { code?: string }) | undefined;
      const key = `${what}: ${e.message}${cause ? ` (${cause.code ?? ''} ${cause.message})` : ''}`;
      failures.set(key, (failures.get(key) ?? 0) + 1);
    };
    const call = async <T>(what: string, url: string, body: unknown, token?: string) => {
      const t0 = performance.now();
      const res = await postJson<T>(url, body, token).catch((e: Error) => {
        noteFailure(what, e);
        return { status: 0, body: e.message as T };
      });
      if (measuring) {
        requests++;
        took(what, performance.now() - t0);
      }
      if (res.status < 200 || res.status >= 300) {
        const key = `${what} ${res.status}`;
        errors.set(key, (errors.get(key) ?? 0) + 1);
        const message = (res.body as { message?: unknown } | null)?.message;
        if (res.status && !answers.has(key)) answers.set(key, JSON.stringify(message ?? res.body));
      }
      return res;
    };
    const list = `${base}/api/quizs/getfilteredquizs?difficulty=All&subject=Current%20Affairs&classs=Already%20passed%2012th&schoolcode=OpenSchool&email=&chapter=All&division=Abhyudaya`;
    const learnerLoop = async (vu: number, until: number) => {
      const who = accounts[vu % accounts.length];
      while (Date.now() < until) {
        const t0 = performance.now();
        const listed = await fetch(list, { headers: { authorization: `Bearer ${who.token}` } })
          .then(async (res) => ({ ok: res.ok, status: res.status, body: await res.arrayBuffer() }))
          .catch((e: Error) => (noteFailure('list', e), null));
        if (measuring) {
          requests++;
          took('list', performance.now() - t0);
        }
        if (!listed?.ok)
          errors.set(`list ${listed?.status ?? 0}`, (errors.get(`list ${listed?.status ?? 0}`) ?? 0) + 1);
        const quizid = free[Math.floor(Math.random() * free.length)];
        await think();
        await call('open', `${base}/api/quizs/getquizbyid`, { quizid }, who.token);
        await think();
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
        await think();
      }
    };

    const started = Date.now();
    const end = started + (WARMUP_SECONDS + SECONDS) * 1000;
    const loops = Array.from({ length: USERS }, (_, vu) => learnerLoop(vu, end));
    // Memory every SAMPLE_SECONDS: a cache filling to its bound levels off, a leak does not.
    const samples: Sample[] = [];
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const t = (Date.now() - started) / 1000;
        const rss = rssMiB(platform.pid);
        const files = openFiles(platform.pid);
        const { memory: usage, gcs } = await platform.memory();
        samples.push({
          gcs,
          t,
          rss,
          heapUsed: MiB(usage.heapUsed),
          heapTotal: MiB(usage.heapTotal),
          external: MiB(usage.external),
          files,
        });
        await new Promise((r) =>
          setTimeout(r, Math.max(0, started + (t + SAMPLE_SECONDS) * 1000 - Date.now())),
        );
      }
    })();
    // The verdict's figures: memory after a full collection, CHECKS times from the end of the warm-up and
    // CHECKS times ending CHECK_GAP_SECONDS before the learners stop (so all under the same load).
    const atSecond = (t: number) =>
      new Promise((r) => setTimeout(r, Math.max(0, started + t * 1000 - Date.now())));
    const checks = async (from: number) => {
      const taken: (ProbedMemory & { t: number })[] = [];
      for (let i = 0; i < CHECKS; i++) {
        await atSecond(from + i * CHECK_GAP_SECONDS);
        taken.push({ t: (Date.now() - started) / 1000, ...(await platform.memoryAfterGc()) });
      }
      return taken;
    };
    const endChecksFrom = WARMUP_SECONDS + SECONDS - CHECKS * CHECK_GAP_SECONDS;
    await atSecond(WARMUP_SECONDS);
    await heapSnapshot(platform.pid);
    measuring = true;
    const settledAfterWarmup = await checks(WARMUP_SECONDS);
    const settledAtEnd = await checks(endChecksFrom);
    await Promise.all(loops);
    sampling = false;
    await sampler;
    await heapSnapshot(platform.pid);
    latencies.sort((a, b) => a - b);

    const total = WARMUP_SECONDS + SECONDS;
    const afterWarmup = samples.filter((x) => x.t >= WARMUP_SECONDS && x.t < WARMUP_SECONDS + WINDOW_SECONDS);
    const last = samples.filter((x) => x.t >= total - WINDOW_SECONDS);
    const rssAfterWarmup = median(afterWarmup.map((x) => x.rss));
    const rssAtEnd = median(last.map((x) => x.rss));
    const heapAfterWarmup = median(afterWarmup.map((x) => x.heapUsed));
    const heapAtEnd = median(last.map((x) => x.heapUsed));
    const rawDrift = (rssAtEnd / rssAfterWarmup - 1) * 100;
    // The verdict: RSS after a full collection (see the header).
    const settled = (taken: ProbedMemory[], of: (m: NodeJS.MemoryUsage) => number) =>
      median(taken.map((x) => MiB(of(x.memory))));
    const settledRss = [settledAfterWarmup, settledAtEnd].map((x) => settled(x, (m) => m.rss));
    const settledHeapUsed = [settledAfterWarmup, settledAtEnd].map((x) => settled(x, (m) => m.heapUsed));
    const settledHeapTotal = [settledAfterWarmup, settledAtEnd].map((x) => settled(x, (m) => m.heapTotal));
    // RSS less the heap V8 holds free: what the platform holds (see the header).
    const held = [settledAfterWarmup, settledAtEnd].map((x) =>
      settled(x, (m) => m.rss - (m.heapTotal - m.heapUsed)),
    );
    const drift = (held[1] / held[0] - 1) * 100;
    const pauses = [...settledAfterWarmup, ...settledAtEnd].map((x) => x.pauseMs ?? 0);
    // V8's own collections while measured (the forced ones of the checks left out).
    // From the last sample of the warm-up (before the first check's collection) to the last one.
    const warmup = samples.filter((x) => x.t < WARMUP_SECONDS);
    const [gcFrom, gcTo] = [warmup.at(-1), samples.at(-1)];
    // Resident memory outside V8's heap: the driver's sockets and buffers, malloc arenas, code.
    const nativeAfterWarmup = median(afterWarmup.map((x) => x.rss - x.heapTotal));
    const nativeAtEnd = median(last.map((x) => x.rss - x.heapTotal));
    const heapTotalAfterWarmup = median(afterWarmup.map((x) => x.heapTotal));
    const heapTotalAtEnd = median(last.map((x) => x.heapTotal));
    const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
    const window = (from: number) => `${from.toFixed(0)}-${(from + WINDOW_SECONDS).toFixed(0)} s`;
    const every = Math.max(1, Math.round(15 / SAMPLE_SECONDS));
    console.log(`\nsoak: ${USERS} simulated learners, ${SECONDS} s after a ${WARMUP_SECONDS} s warm-up`);
    console.log(
      `  requests: ${requests} (${(requests / SECONDS).toFixed(0)} req/s), errors: ${errorCount} ${errorCount ? JSON.stringify(Object.fromEntries(errors)) : ''}`,
    );
    console.log(
      `  latency: p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms (${[
        ...latenciesOf,
      ]
        .map(([what, ms]) => {
          const sorted = [...ms].sort((a, b) => a - b);
          return `${what} ${percentile(sorted, 50).toFixed(0)}/${percentile(sorted, 99).toFixed(0)}`;
        })
        .join(', ')} ms p50/p99)`,
    );
    const at = (taken: { t: number }[]) => taken.map((x) => x.t.toFixed(0)).join('/');
    console.log(
      `  held (RSS less V8's free heap) after a full collection (medians of ${CHECKS}, at ${at(settledAfterWarmup)} s and ${at(settledAtEnd)} s): ${held[0].toFixed(0)} MiB after warm-up, ${held[1].toFixed(0)} MiB at the end: ${signed(drift)} %`,
    );
    console.log(
      `  RSS after those collections: ${settledRss[0].toFixed(0)} -> ${settledRss[1].toFixed(0)} MiB (${signed((settledRss[1] / settledRss[0] - 1) * 100)} %); heap used ${settledHeapUsed[0].toFixed(0)} -> ${settledHeapUsed[1].toFixed(0)} MiB, heap total ${settledHeapTotal[0].toFixed(0)} -> ${settledHeapTotal[1].toFixed(0)} MiB (each collection paused the platform ${Math.max(...pauses).toFixed(0)} ms at most)`,
    );
    console.log(
      `  raw RSS, garbage included (medians of ${afterWarmup.length} and ${last.length} samples): ${rssAfterWarmup.toFixed(0)} MiB after warm-up (${window(WARMUP_SECONDS)}), ${rssAtEnd.toFixed(0)} MiB at the end (${window(total - WINDOW_SECONDS)}): ${signed(rawDrift)} %; peak ${platform.peakRssMiB().toFixed(0)} MiB`,
    );
    if (gcFrom && gcTo) {
      const [a, b] = [gcFrom.gcs, gcTo.gcs];
      const forced = b.forced - a.forced;
      console.log(
        `  collections from ${gcFrom.t.toFixed(0)} to ${gcTo.t.toFixed(0)} s: ${b.minor - a.minor} scavenges, ${b.major - a.major - forced} mark-compacts of V8's own and ${forced} forced by the checks, ${(((b.ms - a.ms) / ((gcTo.t - gcFrom.t) * 1000)) * 100).toFixed(1)} % of the time`,
      );
    }
    console.log(
      `  RSS outside the JS heap (RSS - heap total, medians): ${nativeAfterWarmup.toFixed(0)} MiB after warm-up, ${nativeAtEnd.toFixed(0)} MiB at the end (${signed((nativeAtEnd / nativeAfterWarmup - 1) * 100)} %); heap total ${heapTotalAfterWarmup.toFixed(0)} -> ${heapTotalAtEnd.toFixed(0)} MiB`,
    );
    console.log(
      `  heap used (medians): ${heapAfterWarmup.toFixed(0)} MiB after warm-up, ${heapAtEnd.toFixed(0)} MiB at the end (${signed((heapAtEnd / heapAfterWarmup - 1) * 100)} %)`,
    );
    console.log(
      `  over time (s: RSS/heap total/heap used MiB, open files): ${samples
        .filter((_, i) => i % every === 0)
        .map(
          (x) =>
            `${x.t.toFixed(0)}: ${x.rss.toFixed(0)}/${x.heapTotal.toFixed(0)}/${x.heapUsed.toFixed(0)}, ${x.files}`,
        )
        .join('; ')}`,
    );
    if (answers.size)
      console.log(`  error answers: ${[...answers].map(([kind, said]) => `${kind}: ${said}`).join('; ')}`);
    if (failures.size)
      console.log(
        `  no answer: ${[...failures]
          .slice(0, 8)
          .map(([kind, n]) => `${n}× ${kind}`)
          .join('; ')}`,
      );
    failed = errorCount > 0 || !(Math.abs(drift) <= MAX_DRIFT_PERCENT);
  } finally {
    await platform.stop();
  }
  console.log(
    failed
      ? 'soak: FAILED'
      : `soak: passed (0 errors, memory held after a full collection within ±${MAX_DRIFT_PERCENT} % of the after-warm-up figure)`,
  );
  process.exit(failed ? 1 : 0);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

// npm run bench:notebook: the learning loop's read side (issue 32). 1,000 learners (BENCH_LEARNERS) with
// 200 completed quizzes' worth of mistakes each (BENCH_QUIZZES_EACH, BENCH_MISTAKES_EACH per quiz) are
// seeded into the notebook and topic read models as their projectors write them; BENCH_QUERY_LEARNERS of
// them (50) are real accounts that then ask, 50 connections at a time, for 'My Mistakes' (first page),
// 'due today' and the topic analysis: p50/p99 of each. Then a storm of 3,000 completions (BENCH_STORM) of
// 20-question quizzes, 50 in flight, and how long after the last answer the notebook and the topic rows
// have caught up. Embedded FerretDB and the in-process bus by default; real Kafka with KAFKA_BROKERS (and
// MONGO_URL). Prints figures; asserts nothing. The machine is shared: figures move from run to run.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { startFerretDb, type RunningFerretDb } from '../libs/dev-infra/src';
import { findByIds } from '../libs/messaging/src/find-by-ids';
import { fieldKey } from '../services/attempts/src/shared/persistence/keys';
import { benchQuiz, pool, publishQuizzes, waitFor } from './support/attempts-bench-support';
import { costOf } from './support/cost-per-op';
import { keepAliveJsonClient } from './support/keep-alive-client';
import { adminToken, loggedInLearner, type Learner } from './support/learners';
import { seedNotebooks } from './support/notebook-seed';
import { percentile, postJson, startPlatform, type PlatformProcess } from './support/platform-process';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 1000);
const QUIZZES_EACH = Number(process.env.BENCH_QUIZZES_EACH ?? 200);
const MISTAKES_EACH = Number(process.env.BENCH_MISTAKES_EACH ?? 5);
const QUERY_LEARNERS = Number(process.env.BENCH_QUERY_LEARNERS ?? 50);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const STORM = Number(process.env.BENCH_STORM ?? 3000);
const STORM_QUIZZES = 60;
const QUESTIONS = 20;
const KAFKA_BROKERS = process.env.KAFKA_BROKERS ?? '';

const client = keepAliveJsonClient(CONCURRENCY);
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** REQUESTS asks of one call, CONCURRENCY in flight, spread over the learners: p50 and p99. */
async function latencies(base: string, learners: Learner[], path: string): Promise<string> {
  const latencies: number[] = [];
  const failures = new Map<number, number>();
  await pool(
    CONCURRENCY,
    Array.from({ length: REQUESTS }, (_, i) => i),
    async (i) => {
      const learner = learners[i % learners.length];
      const t0 = performance.now();
      const res = await client.get(`${base}${path}`, learner.token);
      latencies.push(performance.now() - t0);
      if (res.status !== 200) failures.set(res.status, (failures.get(res.status) ?? 0) + 1);
    },
  );
  latencies.sort((a, b) => a - b);
  const failed = failures.size ? ` (not 200: ${JSON.stringify(Object.fromEntries(failures))})` : '';
  return `p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}${failed}`;
}

/** The latencies of one call, then what one request cost: CPU and database commands. */
async function measure(
  platform: PlatformProcess,
  database: number | undefined,
  learners: Learner[],
  path: string,
) {
  const { result, summary } = await costOf(
    platform.base,
    { platform: platform.pid, database },
    () => REQUESTS,
    () => latencies(platform.base, learners, path),
  );
  return `${result}\n      per request: ${summary}`;
}

/** A 20-question quiz in a chapter of its own, through the content API (embedded: no Kafka to put it on). */
async function quizThroughApi(base: string, token: string, i: number): Promise<string> {
  const made = await postJson<{ id: string }>(
    `${base}/api/admin/quizzes`,
    {
      name: `Notebook storm ${i} ${randomUUID().slice(0, 6)}`,
      difficulty: 'Free Exploratory Quiz',
      subject: 'Polity',
      chapter: `Storm chapter ${i % 6}`,
      division: 'Abhyudaya',
      classs: 'Already passed 12th',
      questions: Array.from({ length: QUESTIONS }, (_, n) => ({
        question: `Which Article provides for the Finance Commission? (${n + 1})`,
        options: ['Article 263', 'Article 270', 'Article 280', 'Article 312'],
        correct_answer: 'Article 280',
      })),
    },
    token,
  );
  if (made.status !== 201) throw new Error(`quiz not created: ${JSON.stringify(made.body)}`);
  await postJson(`${base}/api/admin/quizzes/${made.body.id}/publish`, {}, token);
  return made.body.id;
}

async function main(): Promise<void> {
  const prefix = `bench${randomBytes(3).toString('hex')}`;
  let ferret: RunningFerretDb | undefined;
  let mongoUrl = process.env.MONGO_URL ?? '';
  if (!KAFKA_BROKERS && !mongoUrl) {
    ferret = await startFerretDb({
      repoRoot: process.cwd(),
      dataDir: mkdtempSync(join(tmpdir(), 'notebook-bench-')),
    });
    mongoUrl = ferret.url;
  }
  if (!mongoUrl) mongoUrl = 'mongodb://127.0.0.1:27017';
  const mongo = await MongoClient.connect(mongoUrl);
  const db = mongo.db(`${prefix}_attempts`);
  const platform = await startPlatform({
    KAFKA_BROKERS,
    MONGO_URL: mongoUrl,
    MONGO_DB_PREFIX: prefix,
    BUS_NAMESPACE: `${prefix}.`,
    DB_COMMAND_CENSUS: '1',
  });
  try {
    console.log(
      `platform pid ${platform.pid} at ${platform.base} (${KAFKA_BROKERS ? `Kafka ${KAFKA_BROKERS}` : 'in-process bus'}, ${ferret ? 'embedded FerretDB' : mongoUrl}); figures from a shared machine move from run to run`,
    );
    const t0 = performance.now();
    const learners = await pool(
      4,
      Array.from({ length: QUERY_LEARNERS }, (_, i) => i),
      (i) => loggedInLearner(platform.base, 'notebook', i),
    );
    const others = Array.from({ length: Math.max(0, LEARNERS - learners.length) }, () => randomUUID());
    await seedNotebooks(db, [...learners.map((l) => l.userId), ...others], QUIZZES_EACH, MISTAKES_EACH);
    console.log(
      `${LEARNERS} notebooks seeded (${QUIZZES_EACH} quizzes x ${MISTAKES_EACH} mistakes each; ${learners.length} real accounts): ${((performance.now() - t0) / 1000).toFixed(0)} s`,
    );
    await latencies(platform.base, learners, '/api/learning/summary'); // warm-up
    console.log(`${REQUESTS} requests each, ${CONCURRENCY} connections:`);
    console.log(
      `  My Mistakes, first page:  ${await measure(platform, ferret?.pid, learners, '/api/learning/mistakes')}`,
    );
    console.log(
      `  due today (summary):      ${await measure(platform, ferret?.pid, learners, '/api/learning/summary')}`,
    );
    console.log(
      `  topic analysis:           ${await measure(platform, ferret?.pid, learners, '/api/learning/topics')}`,
    );

    const quizzes = Array.from({ length: STORM_QUIZZES }, (_, i) =>
      benchQuiz(`Notebook storm ${i} ${prefix}`, QUESTIONS),
    );
    if (KAFKA_BROKERS) await publishQuizzes(KAFKA_BROKERS, `${prefix}.`, quizzes);
    else {
      const admin = await adminToken(platform.base);
      for (const [i, q] of quizzes.entries()) q.quizId = await quizThroughApi(platform.base, admin, i);
    }
    await waitFor(async () => (await db.collection('quiz_facts').countDocuments()) >= STORM_QUIZZES, 60_000);
    const storm = Array.from({ length: STORM }, (_, i) => ({
      learner: learners[i % learners.length],
      quizId: quizzes[Math.floor(i / learners.length) % quizzes.length].quizId,
      attemptId: randomUUID(),
    }));
    const stormCost = await costOf(
      platform.base,
      { platform: platform.pid, database: ferret?.pid },
      (accepted: number) => accepted,
      async () => {
        const stormAt = performance.now();
        let lastAnswerAt = 0;
        const statuses = new Map<number, number>();
        await pool(CONCURRENCY, storm, async (c) => {
          const res = await client.post(
            `${platform.base}/api/users/completequiz`,
            {
              userId: c.learner.userId,
              quizId: c.quizId,
              attemptId: c.attemptId,
              // Mostly wrong (about 15 of 20 enter the notebook), a few tagged.
              answers: Array.from({ length: QUESTIONS }, (_, n) => ({
                option: (n + 1) % 4,
                ...(n % 5 ? {} : { confidence: 'guess' }),
              })),
            },
            c.learner.token,
          );
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          lastAnswerAt = performance.now();
        });
        console.log(
          `storm: ${STORM} completions in ${((lastAnswerAt - stormAt) / 1000).toFixed(1)} s (${JSON.stringify(Object.fromEntries(statuses))})`,
        );
        const notebookIds = [...new Set(storm.map((c) => `${c.learner.userId}:${c.quizId}`))];
        const caughtUp = async (check: () => Promise<boolean>) => {
          const ok = await waitFor(check, 120_000, 50);
          return ok
            ? `${((performance.now() - lastAnswerAt) / 1000).toFixed(2)} s after the last answer`
            : 'not within 120 s';
        };
        console.log(
          `  notebook caught up:      ${await caughtUp(async () => (await findByIds(db.collection<{ _id: string }>('notebook_quizzes'), notebookIds)).size === notebookIds.length)}`,
        );
        const months = [
          ...new Set(
            learners.map(
              (l) => `${l.userId}:${new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7)}`,
            ),
          ),
        ];
        const attemptIds = new Set(storm.map((c) => fieldKey(c.attemptId)));
        console.log(
          `  topic rows caught up:    ${await caughtUp(async () => {
            const docs = await findByIds(
              db.collection<{ _id: string; c?: Record<string, unknown> }>('topic_months'),
              months,
            );
            let found = 0;
            for (const d of docs.values())
              for (const k of Object.keys(d.c ?? {})) if (attemptIds.has(k)) found++;
            return found === attemptIds.size;
          })}`,
        );
        return statuses.get(200) ?? 0;
      },
    );
    // The database's CPU includes this bench's own polling for the catch-up.
    console.log(`  per completion, storm to caught up: ${stormCost.summary}`);
    for (const l of [...stormCost.lines].sort((a, b) => b.docs - a.docs))
      console.log(
        `    ${l.commands.toFixed(2).padStart(6)}  ${l.key.padEnd(34)} ${l.docs.toFixed(2).padStart(6)} statements`,
      );
  } finally {
    await platform.stop();
    await mongo.close();
    await ferret?.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

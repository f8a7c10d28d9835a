// npm run bench:live-mock: an all-India live mock. N learners (BENCH_LEARNERS, default 2,000) start it within
// its first minute, save an answer per question at a steady pace through it, half press Submit in its last
// minute and the rest are submitted by the server at the deadline (the close). Prints answer saves/s and
// submits/s, each against the same database's raw single-insert rate measured in this run, p50/p99 of saves
// and submits, how long after the close every rank is released, counted = submitted, and peak RSS. Embedded
// FerretDB and the in-process bus by default; KAFKA_BROKERS and MONGO_URL (from `npm run infra`) as
// bench:attempts takes them. BENCH_QUESTIONS (50), BENCH_WINDOW_SECONDS (600: a save every ~10 s per learner, six
// times a real sitting's pace), BENCH_PORT, BENCH_SOCKETS (200).
// Prints figures; asserts nothing.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient, type Db } from 'mongodb';
import { startFerretDb, type RunningFerretDb } from '../libs/dev-infra/src';
import { benchQuiz, pool, publishQuizzes, waitFor } from './support/attempts-bench-support';
import { keepAliveJsonClient } from './support/keep-alive-client';
import { adminToken, loggedInLearner } from './support/learners';
import { costOf } from './support/cost-per-op';
import { newTimings, sit } from './support/live-mock-learner';
import { percentile, postJson, startPlatform } from './support/platform-process';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 2000);
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 50);
const WINDOW_MS = Number(process.env.BENCH_WINDOW_SECONDS ?? 600) * 1000;
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 200);
const KAFKA_BROKERS = process.env.KAFKA_BROKERS ?? '';
const RAW_INSERTS = 3000;
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** Single-document inserts of a save-sized document, 50 in flight: what the database takes, as bench:attempts measures it. */
async function rawInsertRate(db: Db): Promise<number> {
  const scratch = db.collection('bench_raw_inserts');
  const doc = () => ({
    _id: randomUUID() as never,
    key: randomUUID(),
    q: 7,
    option: 2,
    marked: false,
    at: new Date(),
  });
  await pool(50, Array.from({ length: 200 }), () => scratch.insertOne(doc()));
  const t0 = performance.now();
  await pool(50, Array.from({ length: RAW_INSERTS }), () => scratch.insertOne(doc()));
  const rate = RAW_INSERTS / ((performance.now() - t0) / 1000);
  await scratch.drop();
  return rate;
}

/** The live mock through the content API (the embedded platform has no Kafka to put catalog events on). */
async function publishThroughApi(
  base: string,
  token: string,
  name: string,
  window: { opensAt: string; closesAt: string },
) {
  const made = await postJson<{ id: string }>(
    `${base}/api/admin/quizzes`,
    {
      name,
      difficulty: 'Free Exploratory Quiz',
      subject: 'Mock Tests',
      division: 'Abhyudaya',
      classs: 'Already passed 12th',
      marksPerCorrect: 2,
      negativeMarks: 0.66,
      mode: 'exam',
      durationMinutes: Math.ceil(WINDOW_MS / 60_000) + 1,
      liveWindow: window,
      questions: Array.from({ length: QUESTIONS }, (_, i) => ({
        question: `Which Article provides for the Finance Commission? (${i + 1})`,
        options: ['Article 263', 'Article 270', 'Article 280', 'Article 312'],
        correct_answer: 'Article 280',
      })),
    },
    token,
  );
  if (made.status !== 201) throw new Error(`quiz not created: ${JSON.stringify(made.body)}`);
  const published = await postJson(`${base}/api/admin/quizzes/${made.body.id}/publish`, {}, token);
  if (published.status >= 300) throw new Error(`quiz not published: ${JSON.stringify(published.body)}`);
  return made.body.id;
}

async function main(): Promise<void> {
  const prefix = `bench${randomBytes(3).toString('hex')}`;
  let ferret: RunningFerretDb | undefined;
  let mongoUrl = process.env.MONGO_URL ?? '';
  if (!KAFKA_BROKERS && !mongoUrl) {
    ferret = await startFerretDb({
      repoRoot: process.cwd(),
      dataDir: mkdtempSync(join(tmpdir(), 'live-mock-bench-')),
    });
    mongoUrl = ferret.url;
  }
  if (!mongoUrl) mongoUrl = 'mongodb://127.0.0.1:27017';
  const client = await MongoClient.connect(mongoUrl);
  const db = client.db(`${prefix}_attempts`);
  const rawBefore = await rawInsertRate(client.db(`${prefix}_raw`));
  const platform = await startPlatform(
    {
      KAFKA_BROKERS,
      MONGO_URL: mongoUrl,
      MONGO_DB_PREFIX: prefix,
      BUS_NAMESPACE: `${prefix}.`,
      DB_COMMAND_CENSUS: '1',
    },
    process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined,
  );
  const learnersClient = keepAliveJsonClient(SOCKETS);
  try {
    console.log(
      `platform pid ${platform.pid} at ${platform.base} (${KAFKA_BROKERS ? `Kafka ${KAFKA_BROKERS}` : 'in-process bus'}, ${ferret ? 'embedded FerretDB' : mongoUrl})`,
    );
    console.log(`raw single-document inserts, 50 in flight: ${rawBefore.toFixed(0)}/s`);
    const t0 = performance.now();
    const learners = await pool(
      4,
      Array.from({ length: LEARNERS }, (_, i) => i),
      (i) => loggedInLearner(platform.base, 'live', i),
    );
    console.log(
      `${LEARNERS} learners registered, verified, logged in: ${((performance.now() - t0) / 1000).toFixed(0)} s`,
    );

    // The window opens a few seconds from now and lasts BENCH_WINDOW_SECONDS; everyone's deadline is its close.
    const opensAt = Date.now() + 10_000;
    const closesAt = opensAt + WINDOW_MS;
    const window = { opensAt: new Date(opensAt).toISOString(), closesAt: new Date(closesAt).toISOString() };
    const name = `Live Mock ${prefix}`;
    let quizId: string;
    if (KAFKA_BROKERS) {
      const quiz = {
        ...benchQuiz(name, QUESTIONS),
        mode: 'exam' as const,
        durationMinutes: Math.ceil(WINDOW_MS / 60_000) + 1,
        liveWindow: window,
      };
      await publishQuizzes(KAFKA_BROKERS, `${prefix}.`, [quiz]);
      quizId = quiz.quizId;
    } else quizId = await publishThroughApi(platform.base, await adminToken(platform.base), name, window);
    await waitFor(
      async () => !!(await db.collection('live_mocks').findOne({ _id: quizId as never })),
      60_000,
      100,
    );
    console.log(
      `live mock of ${QUESTIONS} questions open ${new Date(opensAt).toISOString()} to ${new Date(closesAt).toISOString()} (${WINDOW_MS / 1000} s)`,
    );

    const timings = newTimings();
    // What the sitting costs the server per answer saved (starts and submits included: they are 2 in 50).
    const sitting = await costOf(
      platform.base,
      { platform: platform.pid, database: ferret?.pid },
      () => timings.statuses.get('save 200') ?? 0,
      () =>
        Promise.all(
          learners.map((l, i) =>
            sit(
              learnersClient,
              platform.base,
              quizId,
              l,
              {
                startAt: opensAt + Math.random() * 60_000,
                answerUntil: closesAt - 65_000,
                submitAt: i % 2 === 0 ? closesAt - 60_000 + Math.random() * 55_000 : null,
                questions: QUESTIONS,
              },
              timings,
            ),
          ),
        ),
    );
    // Every rank released: the standings of all candidates, released at the close.
    const released = await waitFor(
      async () => {
        const s = await db.collection('exam_standings').findOne({ _id: quizId as never });
        return !!s?.releasedAt && s.candidates === LEARNERS;
      },
      120_000,
      50,
    );
    const releasedAfter = (Date.now() - closesAt) / 1000;
    const rawAfter = await rawInsertRate(client.db(`${prefix}_raw`));
    const raw = (rawBefore + rawAfter) / 2;

    const saves = timings.saves.sort((a, b) => a - b);
    const submits = timings.submits.sort((a, b) => a - b);
    const savesOk = timings.statuses.get('save 200') ?? 0;
    const saveRate = savesOk / ((timings.lastSaveAt - timings.firstSaveAt) / 1000);
    const sessions = db.collection('exam_sessions');
    const submitted = await sessions.countDocuments({ quizId, status: 'submitted' });
    const auto = await sessions.countDocuments({ quizId, status: 'submitted', auto: true });
    const standings = await db.collection('exam_standings').findOne({ _id: quizId as never });
    // The server's own rate of submissions: the manual ones over their minute, the automatic ones at the close.
    const manual = timings.statuses.get('submit 200') ?? 0;

    console.log(`\n${LEARNERS} candidates, ${QUESTIONS} questions, one ${WINDOW_MS / 1000}-second window`);
    console.log(`  statuses: ${JSON.stringify(Object.fromEntries(timings.statuses))}`);
    console.log(
      `  answer saves: ${saveRate.toFixed(0)}/s (${savesOk} over ${((timings.lastSaveAt - timings.firstSaveAt) / 1000).toFixed(0)} s) = ${(saveRate / raw).toFixed(2)} x the raw insert rate (raw ${rawBefore.toFixed(0)}/s before, ${rawAfter.toFixed(0)}/s after)`,
    );
    console.log(
      `  save latency: p50 ${ms(percentile(saves, 50))}, p99 ${ms(percentile(saves, 99))} (aim < 100 ms), max ${ms(saves.at(-1) ?? 0)}`,
    );
    const submitRate = manual / Math.max(1, (timings.lastSubmitAt - timings.firstSubmitAt) / 1000);
    console.log(
      `  submits: ${submitRate.toFixed(1)}/s (${manual} by the learners over their last minute) = ${(submitRate / raw).toFixed(3)} x the raw insert rate; p50 ${ms(percentile(submits, 50))}, p99 ${ms(percentile(submits, 99))}, max ${ms(submits.at(-1) ?? 0)}`,
    );
    console.log(
      `  auto-submitted by the server at the deadline (the close): ${auto}; submitted in all: ${submitted}`,
    );
    console.log(
      `  every rank released ${released ? '' : 'NOT '}${releasedAfter.toFixed(2)} s after the close (aim 5 s; the grace for answers in flight is 3 s of it)`,
    );
    console.log(
      `  counted ${standings?.candidates ?? 0} = submitted ${submitted} = candidates ${LEARNERS}: ${standings?.candidates === submitted && submitted === LEARNERS}`,
    );
    const cost = sitting;
    console.log(`  per answer saved: ${cost.summary}`);
    for (const l of cost.lines.slice(0, 8))
      console.log(`    ${l.key}: ${l.commands.toFixed(2)} commands, ${l.docs.toFixed(2)} documents`);
    console.log(`  embedded process peak RSS (VmHWM): ${platform.peakRssMiB().toFixed(0)} MiB`);
  } finally {
    learnersClient.close();
    await platform.stop();
    const names = (await client.db().admin().listDatabases()).databases.map((d) => d.name);
    for (const name of names.filter((n) => n.startsWith(`${prefix}_`))) await client.db(name).dropDatabase();
    await client.close();
    await ferret?.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

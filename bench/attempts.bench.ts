// npm run bench:attempts: the end of a mock test. N learners submit the same 100-question quiz within
// seconds against the platform as `npm start` runs it with real Kafka (KAFKA_BROKERS, MONGO_URL; the local
// `npm run infra` ones by default). Prints completions accepted per second, p50/p99 latency, how long after
// the last submission every completion is counted in the percentile read model, and counted vs accepted.
// Then times a percentile lookup at 1,000,000 ranked scores against a plain count over as many stored
// attempts. Prints figures; asserts nothing.
import { randomBytes, randomUUID } from 'node:crypto';
import { MongoClient, type Db } from 'mongodb';
import { bandKey, scoreKey } from '../services/attempts/src/domain/percentile';
import { roundScore } from '../services/attempts/src/domain/scoring';
import { loggedInLearner, type Learner } from './support/learners';
import { percentile, postJson, startPlatform } from './support/platform-process';
import { benchQuiz, pool, publishQuizzes, waitFor } from './support/attempts-bench-support';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const QUESTIONS = 100;
const SEEDED = Number(process.env.BENCH_SEEDED ?? 1_000_000);
const KAFKA_BROKERS = process.env.KAFKA_BROKERS ?? '127.0.0.1:9092';
const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';

const ms = (n: number) => `${n.toFixed(1)} ms`;
const randomAnswers = () =>
  Array.from({ length: QUESTIONS }, () => ({
    option: Math.random() < 0.1 ? null : Math.floor(Math.random() * 4),
  }));

async function completeAll(base: string, learners: Learner[], quizId: string) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const started = performance.now();
  let lastAnswerAt = 0;
  await pool(CONCURRENCY, learners, async (l) => {
    const t0 = performance.now();
    const res = await postJson(
      `${base}/api/users/completequiz`,
      {
        userId: l.userId,
        quizId,
        attemptId: randomUUID(),
        answers: randomAnswers(),
        correctAnswers: QUESTIONS,
      },
      l.token,
    );
    lastAnswerAt = performance.now();
    latencies.push(lastAnswerAt - t0);
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  });
  return {
    latencies: latencies.sort((a, b) => a - b),
    statuses,
    seconds: (lastAnswerAt - started) / 1000,
    lastAnswerAt,
  };
}

async function countedIn(db: Db, quizId: string): Promise<number> {
  const doc = await db.collection('percentile_summaries').findOne({ _id: quizId as never });
  return (doc?.total as number | undefined) ?? 0;
}

/** A million ranked scores of a 100-question quiz at 2 marks and 0.66 off, in the read model's two levels. */
function millionScores() {
  const bands: Record<string, number> = {};
  const perBand = new Map<string, Record<string, number>>();
  for (let i = 0; i < 1_000_000; i++) {
    const correct = Math.round(((Math.random() + Math.random() + Math.random()) / 3) * QUESTIONS);
    const wrong = Math.floor(Math.random() * (QUESTIONS - correct + 1));
    const score = roundScore(correct * 2 - wrong * 0.66);
    bands[bandKey(score)] = (bands[bandKey(score)] ?? 0) + 1;
    const hist = perBand.get(bandKey(score)) ?? {};
    hist[scoreKey(score)] = (hist[scoreKey(score)] ?? 0) + 1;
    perBand.set(bandKey(score), hist);
  }
  return { bands, perBand };
}

async function lookupVersusCount(base: string, db: Db, learner: Learner, quizName: string, quizId: string) {
  const { bands, perBand } = millionScores();
  await db.collection('percentile_summaries').insertOne({ _id: quizId as never, total: 1_000_000, bands });
  await db
    .collection('percentile_bands')
    .insertMany([...perBand].map(([band, hist]) => ({ _id: `${quizId}/${band}` as never, hist })));
  const distinct = [...perBand.values()].reduce((n, h) => n + Object.keys(h).length, 0);
  await db.collection('ranked_scores').insertOne({
    _id: `${learner.userId}:${quizId}` as never,
    userId: learner.userId,
    quizId,
    score: 120,
    attemptId: 'seeded',
    completedAt: new Date().toISOString(),
  });
  const url = `${base}/api/users/percentile/${encodeURIComponent(quizName)}/${learner.userId}`;
  const lookups: number[] = [];
  let answer: unknown;
  for (let i = 0; i < 200; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${learner.token}` } });
    answer = await res.json();
    lookups.push(performance.now() - t0);
  }
  lookups.sort((a, b) => a - b);
  console.log(
    `\npercentile lookup at 1,000,000 ranked scores (${distinct} distinct, ${perBand.size} bands; GET /percentile, 200 sequential calls)`,
  );
  console.log(
    `  answer ${JSON.stringify(answer)}; p50 ${ms(percentile(lookups, 50))}, p99 ${ms(percentile(lookups, 99))}`,
  );

  if (!SEEDED) return;
  const attempts = db.collection('bench_seeded_attempts');
  const t0 = performance.now();
  for (let from = 0; from < SEEDED; from += 5_000) {
    await attempts.insertMany(
      Array.from({ length: Math.min(5_000, SEEDED - from) }, (_, j) => ({
        _id: `seed-${from + j}` as never,
        userId: `seed-user-${from + j}`,
        quizId,
        ranked: true,
        result: { score: Math.round(Math.random() * 200 * 50) / 50 },
      })),
      { ordered: false },
    );
  }
  console.log(
    `  seeded ${SEEDED.toLocaleString()} attempt documents in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );
  const t1 = performance.now();
  const atOrBelow = await attempts.countDocuments({ quizId, ranked: true, 'result.score': { $lte: 120 } });
  const countMs = performance.now() - t1;
  console.log(`  plain count over them (countDocuments score <= 120): ${atOrBelow} in ${ms(countMs)}`);
  console.log(`  count / lookup (p50): ${(countMs / percentile(lookups, 50)).toFixed(0)}x`);
}

async function main(): Promise<void> {
  const prefix = `bench${randomBytes(3).toString('hex')}`;
  const namespace = `${prefix}.`;
  const platform = await startPlatform({
    KAFKA_BROKERS,
    MONGO_URL,
    MONGO_DB_PREFIX: prefix,
    BUS_NAMESPACE: namespace,
  });
  const client = await MongoClient.connect(MONGO_URL);
  const db = client.db(`${prefix}_attempts`);
  try {
    console.log(`platform pid ${platform.pid} at ${platform.base} (Kafka ${KAFKA_BROKERS}, ${MONGO_URL})`);
    const [mock, warmup, million] = [
      benchQuiz(`Mock Test ${prefix}`, QUESTIONS),
      benchQuiz(`Warm-up ${prefix}`, QUESTIONS),
      benchQuiz(`Million ${prefix}`, QUESTIONS),
    ];
    await publishQuizzes(KAFKA_BROKERS, namespace, [mock, warmup, million]);
    const t0 = performance.now();
    const learners = await pool(
      4,
      Array.from({ length: LEARNERS }, (_, i) => i),
      (i) => loggedInLearner(platform.base, 'attempts', i),
    );
    console.log(
      `${LEARNERS} learners registered, verified, logged in: ${((performance.now() - t0) / 1000).toFixed(0)} s`,
    );
    const facts = db.collection('quiz_facts');
    await waitFor(async () => (await facts.countDocuments({})) === 3, 60_000, 100);

    await completeAll(platform.base, learners.slice(0, 50), warmup.quizId);
    await waitFor(async () => (await countedIn(db, warmup.quizId)) >= 50, 60_000);

    const run = await completeAll(platform.base, learners, mock.quizId);
    const accepted = run.statuses.get(200) ?? 0;
    const visible = await waitFor(async () => (await countedIn(db, mock.quizId)) >= accepted, 300_000);
    const visibleAfter = performance.now() - run.lastAnswerAt;
    const counted = await countedIn(db, mock.quizId);
    const ranked = await db.collection('ranked_scores').countDocuments({ quizId: mock.quizId });

    console.log(`\n${LEARNERS} completions of one ${QUESTIONS}-question quiz, ${CONCURRENCY} in flight`);
    console.log(`  statuses: ${JSON.stringify(Object.fromEntries(run.statuses))}`);
    console.log(
      `  accepted: ${(accepted / run.seconds).toFixed(0)} completions/s (${accepted} in ${run.seconds.toFixed(2)} s)`,
    );
    console.log(
      `  latency: p50 ${ms(percentile(run.latencies, 50))}, p99 ${ms(percentile(run.latencies, 99))}, max ${ms(run.latencies.at(-1)!)}`,
    );
    console.log(
      `  every completion in the percentile read model ${visible ? '' : 'NOT '}within ${(visibleAfter / 1000).toFixed(2)} s of the last answer`,
    );
    console.log(
      `  counted ${counted} (ranked_scores ${ranked}) = accepted ${accepted}: ${counted === accepted && ranked === accepted}`,
    );
    console.log(`  embedded process peak RSS (VmHWM): ${platform.peakRssMiB().toFixed(0)} MiB`);

    await lookupVersusCount(platform.base, db, learners[0], million.name, million.quizId);
  } finally {
    await platform.stop();
    const names = (await client.db().admin().listDatabases()).databases.map((d) => d.name);
    for (const name of names.filter((n) => n.startsWith(`${prefix}_`))) await client.db(name).dropDatabase();
    await client.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

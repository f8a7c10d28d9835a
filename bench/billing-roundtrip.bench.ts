// npm run bench:billing: the subscribe-to-access round trip over real Kafka and the
// MongoDB-wire server, as `npm start` runs the platform with KAFKA_BROKERS and MONGO_URL set. Each run:
// a learner subscribes, pays on the local checkout and verifies; the clock starts when aepverify answers
// and stops, for each leg, when the learner profile (identity's read model, fed over Kafka) shows the
// subscription active and when catalog serves a premium Current Affairs quiz that refused the learner
// before (catalog's entitlement projection, fed over Kafka). Prints; asserts nothing.
import { randomBytes } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { adminToken, loggedInLearner, type Learner } from './support/learners';
import { percentile, postJson, startPlatform } from './support/platform-process';

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const PLANS = ['Monthly', 'Quarterly', 'Half Yearly', 'Yearly'];
const SCOPE = 'Abhyudaya-Already passed 12th';
const KAFKA_BROKERS = process.env.KAFKA_BROKERS ?? '127.0.0.1:9092';
const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';

async function getJson<T>(url: string, token?: string): Promise<{ status: number; body: T }> {
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: (await res.json()) as T };
}

/** Polls `ready` every 5 ms until it holds; answers the ms since `since`. */
async function until(since: number, what: string, ready: () => Promise<boolean>): Promise<number> {
  for (;;) {
    if (await ready()) return performance.now() - since;
    if (performance.now() - since > 60_000) throw new Error(`${what} never happened`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** An editor's premium Current Affairs quiz from today, through the content API. */
async function premiumQuiz(base: string): Promise<string> {
  const token = await adminToken(base);
  const question = {
    question: 'Which body conducts elections to the Lok Sabha?',
    options: ['The Election Commission of India', 'The Parliament', 'The Supreme Court', 'NITI Aayog'],
    correct_answer: 'The Election Commission of India',
  };
  const made = await postJson<{ id: string }>(
    `${base}/api/admin/quizzes`,
    {
      name: 'Bench: premium Current Affairs',
      difficulty: 'Premium Quiz',
      subject: 'Current Affairs',
      division: 'Abhyudaya',
      classs: 'Already passed 12th',
      questions: [question],
    },
    token,
  );
  if (made.status !== 201) throw new Error(`quiz not created: ${JSON.stringify(made.body)}`);
  await postJson(`${base}/api/admin/quizzes/${made.body.id}/publish`, {}, token);
  return made.body.id;
}

/** One round trip; answers [verify latency, verify answered → profile active, → premium quiz served] in ms. */
async function roundTrip(
  base: string,
  who: Learner,
  plan: { plan_id: string; total_count: number },
  quizid: string,
) {
  const openQuiz = () => postJson(`${base}/api/quizs/getquizbyid`, { quizid }, who.token);
  const before = await openQuiz();
  if (before.status !== 403) throw new Error(`premium quiz answered ${before.status} before paying`);
  const created = await postJson<{ data: { id: string } }>(
    `${base}/api/payment/aepsubscription`,
    { plan_id: plan.plan_id, userId: who.userId, total_count: plan.total_count, DivisonAndClass: SCOPE },
    who.token,
  );
  if (created.status !== 201) throw new Error(`subscribe failed: ${JSON.stringify(created.body)}`);
  const id = created.body.data.id;
  const payment = await postJson<Record<string, string>>(`${base}/api/payment/dev-checkout/${id}/pay`, {});
  const t0 = performance.now();
  const verified = await postJson(
    `${base}/api/payment/aepverify`,
    { ...payment.body, userId: who.userId },
    who.token,
  );
  const t1 = performance.now();
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  const [profile, quiz] = await Promise.all([
    until(t1, `subscription ${id} active in the profile`, async () => {
      const p = await getJson<{ subscriptions?: Array<{ id: string; status: string }> }>(
        `${base}/api/users/getuserbyid/${who.userId}`,
        who.token,
      );
      return !!p.body.subscriptions?.some((s) => s.id === id && s.status === 'active');
    }),
    until(t1, `premium quiz served after ${id}`, async () => (await openQuiz()).status === 200),
  ]);
  return [t1 - t0, profile, quiz];
}

function line(name: string, values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (n: number) => `${n.toFixed(1)} ms`;
  return `  ${name}: p50 ${f(percentile(sorted, 50))}, p99 ${f(percentile(sorted, 99))}, max ${f(sorted.at(-1)!)}`;
}

async function main(): Promise<void> {
  const prefix = `benchbill${randomBytes(3).toString('hex')}`;
  const platform = await startPlatform({ KAFKA_BROKERS, MONGO_URL, MONGO_DB_PREFIX: prefix });
  try {
    console.log(`platform pid ${platform.pid} at ${platform.base} (Kafka ${KAFKA_BROKERS}, ${MONGO_URL})`);
    const cards = await getJson<{
      plans: Array<{ billingCycle: string; plan_id: string; total_count: number }>;
    }>(`${platform.base}/api/payment/plans?division=Abhyudaya`);
    const plans = PLANS.map((c) => cards.body.plans.find((p) => p.billingCycle === c)!);
    const quizid = await premiumQuiz(platform.base);
    // A fresh learner per run, so the premium quiz refuses them until their own payment.
    const learners: Learner[] = [];
    for (let i = 0; i < RUNS; i++) learners.push(await loggedInLearner(platform.base, 'billing', i));
    console.log(`registered ${learners.length} learners; ${RUNS} sequential round trips`);

    const verify: number[] = [];
    const access: number[] = [];
    const served: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const [v, a, q] = await roundTrip(platform.base, learners[run], plans[run % plans.length], quizid);
      verify.push(v);
      access.push(a);
      served.push(q);
    }
    console.log('\nsubscribe-to-access round trip (real Kafka, MongoDB-wire server)');
    console.log(line('aepverify answered in', verify));
    console.log(line('verify answered -> profile shows it active', access));
    console.log(line('verify answered -> premium quiz served', served));
    console.log(
      line(
        'verify sent -> profile shows it active',
        verify.map((v, i) => v + access[i]),
      ),
    );
  } finally {
    await platform.stop();
    const client = await MongoClient.connect(MONGO_URL);
    const { databases } = await client.db().admin().listDatabases();
    for (const db of databases.filter((d) => d.name.startsWith(`${prefix}_`)))
      await client.db(db.name).dropDatabase();
    await client.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

// The platform killed with SIGKILL in the middle of a storm of completions, then started again on the same
// database (the real FerretDB of the tests; Kafka too when KAFKA_BROKERS is set, as in CI): every completion
// that got a 2xx is in the profile, the dashboard and the percentile exactly once, and a learner whose
// completion was cut off is ranked by their next one.
import { execSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient, type Db } from 'mongodb';
import { getFreePort } from '@exam/dev-infra';
import { eventually } from '@exam/testing';
import { adminToken, loggedInLearner, type Learner } from '../../../bench/support/learners';
import { postJson } from '../../../bench/support/platform-process';
import { startPlatformChild, type PlatformChild } from './support/platform-child';

const LEARNERS = 30;
const QUIZZES = 10;
const ANSWER_KEY = [2, 2, 2, 2, 2];

interface Sent {
  learner: Learner;
  quizId: string;
  attemptId: string;
  status: number | 'cut off';
}

describe('kill -9 in the middle of a storm of completions, then a restart', () => {
  const prefix = `kill${randomBytes(3).toString('hex')}`;
  const env: Record<string, string> = {
    MONGO_DB_PREFIX: prefix,
    BUS_NAMESPACE: `${prefix}.`,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'kill-mid-storm-')),
  };
  let platform: PlatformChild;
  let client: MongoClient;
  let db: (service: string) => Db;

  beforeAll(async () => {
    execSync('npx nest build platform', { stdio: 'ignore' });
    env.PORT = process.env.KILL_TEST_PORT ?? String(await getFreePort());
    platform = await startPlatformChild(env);
    client = await MongoClient.connect(process.env.MONGO_URL!);
    db = (service) => client.db(`${prefix}_${service}`);
  }, 240_000);

  afterAll(async () => {
    await platform?.stop();
    for (const service of ['identity', 'catalog', 'attempts', 'billing', 'messaging'])
      await db?.(service).dropDatabase();
    await client?.close();
  });

  it('keeps every acknowledged completion exactly once and ranks the next one of a cut-off learner', async () => {
    // Given learners and quizzes on the running platform
    const admin = await adminToken(platform.base);
    const quizIds: string[] = [];
    for (let i = 0; i < QUIZZES; i++)
      quizIds.push(await publishQuiz(platform.base, admin, `Storm ${prefix} ${i}`));
    const learners: Learner[] = [];
    for (let i = 0; i < LEARNERS; i++) learners.push(await loggedInLearner(platform.base, prefix, i));
    await eventually(async () => {
      expect(await db('attempts').collection('quiz_facts').countDocuments({})).toBeGreaterThanOrEqual(
        QUIZZES,
      );
    }, 30_000);

    // When 300 completions are sent, 20 in flight, and the process is killed with SIGKILL half-way
    const work = learners.flatMap((learner) => quizIds.map((quizId) => ({ learner, quizId })));
    const sent: Sent[] = [];
    let answered = 0;
    let killed = false;
    const storm = pool(20, work, async ({ learner, quizId }) => {
      const attemptId = randomUUID();
      const status = await complete(platform.base, learner, quizId, attemptId);
      sent.push({ learner, quizId, attemptId, status });
      if (++answered === work.length / 2 && !killed) {
        killed = true;
        platform.kill();
      }
    });
    await storm;
    const acknowledged = sent.filter((s) => s.status === 200);
    expect(acknowledged.length).toBeGreaterThanOrEqual(work.length / 2);
    expect(sent.some((s) => s.status === 'cut off')).toBe(true);

    // And the platform is started again on the same database
    platform = await startPlatformChild(env);

    // Then every acknowledged completion is stored once, in the profile, the dashboard and the percentile
    const attempts = db('attempts');
    await eventually(async () => {
      for (const s of acknowledged)
        expect(await attempts.collection('quiz_attempts').countDocuments({ _id: s.attemptId as never })).toBe(
          1,
        );
      expect(await attempts.collection('change_log').countDocuments({})).toBe(0);
    }, 60_000);
    for (const s of acknowledged) {
      const profile = await get(platform.base, `/api/users/getuserbyid/${s.learner.userId}`, s.learner);
      expect(JSON.stringify(profile)).toContain(s.quizId);
      const dashboard = await get(
        platform.base,
        `/api/users/dashboardgetuserbyid/${s.learner.userId}`,
        s.learner,
      );
      expect(JSON.stringify(dashboard)).toContain(s.quizId);
    }
    // Exactly once: each quiz's percentile counts one ranked score per learner who completed it
    for (const quizId of quizIds) {
      const rankedLearners = new Set(
        (await attempts.collection('quiz_attempts').find({ quizId, ranked: true }).toArray()).map(
          (a) => a.userId,
        ),
      );
      const summary = await attempts.collection('percentile_summaries').findOne({ _id: quizId as never });
      expect(summary?.total ?? 0).toBe(rankedLearners.size);
      expect(await attempts.collection('ranked_scores').countDocuments({ quizId })).toBe(rankedLearners.size);
    }

    // And every learner completing every quiz once more (new attemptIds) is ranked on each
    await pool(20, work, async ({ learner, quizId }) => {
      expect(await complete(platform.base, learner, quizId, randomUUID())).toBe(200);
    });
    const quizName = async (quizId: string) =>
      (await attempts.collection('quiz_facts').findOne({ _id: quizId as never }))!.name as string;
    await eventually(async () => {
      for (const { learner, quizId } of work) {
        const url = `/api/users/percentile/${encodeURIComponent(await quizName(quizId))}/${learner.userId}`;
        expect(await get(platform.base, url, learner)).toMatchObject({
          eligible: true,
          candidates: LEARNERS,
        });
      }
    }, 60_000);
  }, 300_000);
});

async function publishQuiz(base: string, token: string, name: string): Promise<string> {
  const question = {
    question: 'Which Article provides for the Finance Commission?',
    options: ['263', '270', '280', '312'],
    correct_answer: '280',
  };
  const made = await postJson<{ id: string }>(
    `${base}/api/admin/quizzes`,
    {
      name,
      difficulty: 'Free Exploratory Quiz',
      subject: 'Mock Tests',
      // A Mock Test is sat as an exam unless said otherwise (issue 31); these are completed in the player
      mode: 'practice',
      division: 'Abhyudaya',
      classs: 'Already passed 12th',
      questions: ANSWER_KEY.map(() => question),
    },
    token,
  );
  expect(made.status).toBe(201);
  expect(
    (await postJson(`${base}/api/admin/quizzes/${made.body.id}/publish`, {}, token)).status,
  ).toBeLessThan(300);
  return made.body.id;
}

async function complete(base: string, learner: Learner, quizId: string, attemptId: string) {
  try {
    const res = await postJson(
      `${base}/api/users/completequiz`,
      { userId: learner.userId, quizId, attemptId, answers: ANSWER_KEY.map((_, i) => ({ option: i % 4 })) },
      learner.token,
    );
    return res.status;
  } catch {
    return 'cut off' as const;
  }
}

async function get(base: string, path: string, learner: Learner): Promise<unknown> {
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${learner.token}` } });
  expect(res.status).toBe(200);
  return res.json();
}

async function pool<T>(concurrency: number, items: T[], fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < items.length; i = next++) await fn(items[i]);
    }),
  );
}

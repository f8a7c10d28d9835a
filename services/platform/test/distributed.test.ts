// The distributed mode on real Kafka, run here with processes: two replicas of each service behind the nginx
// edge (scripts/distributed). One start serves every case, in order: the routes and metrics, a storm with a
// replica of attempts and of catalog killed with SIGKILL in its middle, the in-memory state of each replica
// after a change made through another, a rolling restart under a trickle of calls, and the edge's
// X-Forwarded-For (last: it spends the auth rate limit). Needs nginx and PostgreSQL; without them the test
// says so and passes, unless DISTRIBUTED_REQUIRED=1 (CI).
import { randomBytes, randomUUID } from 'node:crypto';
import { MongoClient, type Db } from 'mongodb';
import { eventually } from '@exam/testing';
import { adminToken, loggedInLearner, type Learner } from '../../../bench/support/learners';
import { ownerOf, SERVICE_NAMES } from '../../../scripts/distributed/topology';
import { sum } from '../../../scripts/distributed/metrics-text';
import type { DistributedDeployment } from '../../../scripts/distributed/deployment';
import {
  call,
  deploymentForTest,
  metricsOfAll,
  missingForDistributed,
  pool,
  publishQuiz,
  subscribeMonthly,
  TEST_AUTH_LIMIT,
  type TestDeployment,
} from './support/distributed-fixtures';

const missing = missingForDistributed();
if (missing && process.env.DISTRIBUTED_REQUIRED === '1')
  throw new Error(`The distributed test needs ${missing}; DISTRIBUTED_REQUIRED=1: failing.`);
const describeIf = missing ? describe.skip : describe;
if (missing)
  process.stderr.write(`\n*** distributed test SKIPPED: ${missing} is missing (.ci/run installs it). ***\n`);

const LEARNERS = 60;
const QUIZZES = 4;
const SUBSCRIBERS = 20;
const KEY = ['Article 280', 'Article 280', 'Article 280', 'Article 280', 'Article 280'];

describeIf('the distributed mode: replicas behind the nginx edge on real Kafka', () => {
  let t: TestDeployment;
  let d: DistributedDeployment;
  let edge: string;
  let client: MongoClient;
  let db: (service: string) => Db;
  let admin: Learner;
  const tag = randomBytes(3).toString('hex');

  beforeAll(async () => {
    t = await deploymentForTest();
    d = t.d;
    edge = d.edgeUrl;
    client = await MongoClient.connect(d.infra.env.MONGO_URL, { directConnection: true });
    db = (service) => client.db(`exam_${service}`);
    admin = { userId: '', token: await adminToken(edge) };
  }, 900_000);

  afterAll(async () => {
    await client?.close();
    await t?.close();
  }, 120_000);

  it('routes every path a service serves to that service, and only there', async () => {
    for (const r of d.replicas.filter((x) => x.name.endsWith('-1'))) {
      const doc = await call<{ paths: object }>(r.url, '/api/docs-json');
      const paths = Object.keys(doc.body.paths).filter((p) => p !== '/api/health');
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths)
        expect([path, ownerOf(path.replace(/\{[^}]+\}/g, 'x'))]).toEqual([path, r.service]);
    }
  });

  it('serves Prometheus metrics on each process, and the edge refuses them', async () => {
    expect((await call(edge, '/metrics')).status).toBe(403);
    const all = await metricsOfAll(d);
    for (const [name, m] of all) {
      const has = (metric: string) => m.some((s) => s.name === metric);
      expect([name, has('http_requests_total'), has('http_request_duration_seconds_bucket')]).toEqual([
        name,
        true,
        true,
      ]);
      expect([name, has('changelog_backlog_entries'), has('changelog_oldest_entry_age_seconds')]).toEqual([
        name,
        true,
        true,
      ]);
      expect([name, has('kafka_consumer_group_lag'), has('nodejs_eventloop_lag_seconds')]).toEqual([
        name,
        true,
        true,
      ]);
      expect([name, has('process_resident_memory_bytes')]).toEqual([name, true]);
    }
    const health = all
      .get('identity-1')!
      .find((s) => s.name === 'http_requests_total' && s.labels.route === '/api/health');
    expect(health?.labels).toMatchObject({ method: 'GET', status: '200' });
  });

  describe('a storm of completions and subscriptions, with a replica of attempts and of catalog killed in it', () => {
    it('loses nothing, counts nothing twice, and every group catches up', async () => {
      // Given learners, free quizzes and a premium quiz, all through the edge
      const quizIds: string[] = [];
      for (let i = 0; i < QUIZZES; i++)
        quizIds.push(await publishQuiz(edge, admin, { name: `Storm ${tag} ${i}`, answers: KEY }));
      const premium = await publishQuiz(edge, admin, {
        name: `Premium ${tag}`,
        difficulty: 'Premium Quiz',
        subject: 'Current Affairs',
        answers: KEY,
      });
      const learners: Learner[] = [];
      await pool(
        4,
        Array.from({ length: LEARNERS }),
        async (_x, i) => void learners.push(await loggedInLearner(edge, `storm${tag}`, i)),
      );
      await eventually(async () => {
        expect(
          await db('attempts')
            .collection('quiz_facts')
            .countDocuments({ _id: { $in: [...quizIds, premium] } as never }),
        ).toBe(QUIZZES + 1);
      }, 60_000);

      // When every learner completes every quiz and 20 subscribe, 20 calls in flight, retrying a failed call
      // with the same attemptId as the learner app does; attempts-2 and catalog-2 are killed a third of the way in
      const work = [
        ...learners.flatMap((learner) => quizIds.map((quizId) => ({ learner, quizId }))),
        ...learners.slice(0, SUBSCRIBERS).map((learner) => ({ learner, quizId: 'subscribe' })),
      ].sort(() => Math.random() - 0.5);
      const firstTry = new Map<string, number>();
      let done = 0;
      let restarted: Promise<unknown> | undefined;
      await pool(20, work, async ({ learner, quizId }) => {
        const attemptId = randomUUID();
        for (let tries = 1; ; tries++) {
          const status =
            quizId === 'subscribe'
              ? await subscribeMonthly(edge, learner)
              : (
                  await call(edge, '/api/users/completequiz', {
                    learner,
                    body: {
                      userId: learner.userId,
                      quizId,
                      attemptId,
                      answers: KEY.map(() => ({ option: 2 })),
                    },
                  })
                ).status;
          if (tries === 1) firstTry.set(String(status), (firstTry.get(String(status)) ?? 0) + 1);
          if (status === 200) break;
          if (tries >= 20) throw new Error(`${quizId} for ${learner.userId}: ${status} after ${tries} tries`);
          await new Promise((r) => setTimeout(r, 500));
        }
        if (++done === Math.floor(work.length / 3)) {
          await Promise.all([
            d.stopReplica('attempts-2', { kill: true }),
            d.stopReplica('catalog-2', { kill: true }),
          ]);
          // Started again while the storm goes on: the group rebalances to them once they join.
          restarted = Promise.all([d.startReplica('attempts-2'), d.startReplica('catalog-2')]);
        }
      });
      await restarted;
      process.stderr.write(`storm: first tries by status ${JSON.stringify(Object.fromEntries(firstTry))}\n`);

      // Then every completion is stored once, in the profile, the dashboard and the percentile
      const attempts = db('attempts');
      await eventually(async () => {
        for (const quizId of quizIds)
          expect(await attempts.collection('quiz_attempts').countDocuments({ quizId })).toBe(LEARNERS);
      }, 60_000);
      for (const quizId of quizIds) {
        const stored = await attempts.collection('quiz_attempts').find({ quizId }).toArray();
        expect(new Set(stored.map((a) => a.userId)).size).toBe(LEARNERS);
      }
      await eventually(async () => {
        for (const quizId of quizIds) {
          const summary = await attempts.collection('percentile_summaries').findOne({ _id: quizId as never });
          expect(summary?.total).toBe(LEARNERS);
          expect(await attempts.collection('ranked_scores').countDocuments({ quizId })).toBe(LEARNERS);
        }
      }, 120_000);
      await pool(10, learners, async (learner) => {
        const profile = await call(edge, `/api/users/getuserbyid/${learner.userId}`, { learner });
        const dashboard = await call(edge, `/api/users/dashboardgetuserbyid/${learner.userId}`, { learner });
        for (const quizId of quizIds) {
          expect(JSON.stringify(profile.body)).toContain(quizId);
          expect(JSON.stringify(dashboard.body)).toContain(quizId);
        }
      });
      // And every subscriber opens the premium quiz on every replica of catalog and attempts
      for (const learner of learners.slice(0, SUBSCRIBERS))
        await eventually(async () => {
          for (const r of d.replicasOf('catalog'))
            expect([
              r.name,
              (await call(r.url, '/api/quizs/getquizbyid', { learner, body: { quizid: premium } })).status,
            ]).toEqual([r.name, 200]);
          for (const r of d.replicasOf('attempts'))
            expect([
              r.name,
              (
                await call(r.url, '/api/users/attemptquiz', {
                  learner,
                  body: { userId: learner.userId, quizId: premium },
                })
              ).status,
            ]).toEqual([r.name, 200]);
        }, 30_000);
      // And the change logs are empty and every consumer group of every process has caught up
      await eventually(async () => {
        for (const [name, m] of await metricsOfAll(d)) {
          expect([name, sum(m, 'changelog_backlog_entries')]).toEqual([name, 0]);
          const behind = m.filter((s) => s.name === 'kafka_consumer_group_lag' && s.value > 0);
          expect([name, behind.map((s) => `${s.labels.group} ${s.labels.topic} ${s.value}`)]).toEqual([
            name,
            [],
          ]);
        }
      }, 120_000);
    }, 900_000);
  });

  describe("each replica's in-memory state after a change made through another", () => {
    const onEvery = async (
      service: (typeof SERVICE_NAMES)[number],
      check: (url: string) => Promise<unknown>,
    ) => Promise.all(d.replicasOf(service).map(async (r) => [r.name, await check(r.url)]));
    /** How long the change took to count on every replica (printed: the time the events take to arrive). */
    const timed = async (what: string, fn: () => Promise<unknown>) => {
      const started = Date.now();
      await eventually(fn, 30_000, 50);
      process.stderr.write(`${what}: counted on every replica in ${Date.now() - started} ms\n`);
    };

    it('a logout through one identity replica ends the session on every replica of every service', async () => {
      // Given a learner whose session every replica accepts (an unsubscribe without a body is refused by
      // billing's validation, after the session check: 400 with a session, 401 without)
      const quizId = await publishQuiz(edge, admin, { name: `Logout ${tag}`, answers: KEY });
      const learner = await loggedInLearner(edge, `logout${tag}`, 0);
      const checks = {
        identity: (url: string) => call(url, `/api/users/getuserbyid/${learner.userId}`, { learner }),
        catalog: (url: string) => call(url, '/api/quizs/getquizbyid', { learner, body: { quizid: quizId } }),
        attempts: (url: string) =>
          call(url, `/api/users/dashboardgetuserbyid/${learner.userId}`, { learner }),
        billing: (url: string) => call(url, '/api/payment/unsubscribe', { learner, body: {} }),
      };
      const everywhere = async () =>
        Object.fromEntries(
          await Promise.all(d.replicas.map(async (r) => [r.name, (await checks[r.service](r.url)).status])),
        );
      await eventually(async () =>
        expect(Object.values(await everywhere()).sort()).toEqual([200, 200, 200, 200, 200, 200, 400, 400]),
      );

      // When the learner logs out through identity-1
      const logout = await call(d.replica('identity-1').url, '/api/users/logout', {
        learner,
        body: { _id: learner.userId },
      });
      expect(logout.status).toBe(200);

      // Then every replica of every service refuses the session
      await timed('logout', async () =>
        expect(new Set(Object.values(await everywhere()))).toEqual(new Set([401])),
      );
    });

    it('a demotion through one identity replica takes the admin calls away on every catalog replica', async () => {
      const editor = await loggedInLearner(edge, `editor${tag}`, 0);
      const setRole = (url: string, role: string) =>
        call(url, `/api/admin/users/${editor.userId}`, { learner: admin, method: 'PATCH', body: { role } });
      expect((await setRole(d.replica('identity-2').url, 'editor')).status).toBe(200);
      const adminList = async (url: string) =>
        (await call(url, '/api/admin/quizzes', { learner: editor })).status;
      await timed('promotion', async () =>
        expect(await onEvery('catalog', adminList)).toEqual([
          ['catalog-1', 200],
          ['catalog-2', 200],
        ]),
      );

      expect((await setRole(d.replica('identity-1').url, 'learner')).status).toBe(200);

      await timed('demotion', async () =>
        expect(await onEvery('catalog', adminList)).toEqual([
          ['catalog-1', 403],
          ['catalog-2', 403],
        ]),
      );
    });

    it('a subscription through one billing replica opens premium quizzes on every catalog and attempts replica', async () => {
      const premium = await publishQuiz(edge, admin, {
        name: `Premium later ${tag}`,
        difficulty: 'Premium Quiz',
        subject: 'Current Affairs',
        answers: KEY,
      });
      const learner = await loggedInLearner(edge, `subscriber${tag}`, 0);
      const open = async (url: string) =>
        (await call(url, '/api/quizs/getquizbyid', { learner, body: { quizid: premium } })).status;
      const start = async (url: string) =>
        (
          await call(url, '/api/users/attemptquiz', {
            learner,
            body: { userId: learner.userId, quizId: premium },
          })
        ).status;
      await eventually(
        async () =>
          expect(await onEvery('attempts', start)).toEqual([
            ['attempts-1', 403],
            ['attempts-2', 403],
          ]),
        30_000,
      );
      expect(await onEvery('catalog', open)).toEqual([
        ['catalog-1', 403],
        ['catalog-2', 403],
      ]);

      expect(await subscribeMonthly(d.replica('billing-1').url, learner)).toBe(200);

      await timed('subscription', async () => {
        expect(await onEvery('catalog', open)).toEqual([
          ['catalog-1', 200],
          ['catalog-2', 200],
        ]);
        expect(await onEvery('attempts', start)).toEqual([
          ['attempts-1', 200],
          ['attempts-2', 200],
        ]);
      });
    });

    it('an answer key corrected through one catalog replica scores on every attempts replica', async () => {
      const quizId = await publishQuiz(edge, admin, { name: `Key ${tag}`, answers: KEY });
      const learner = await loggedInLearner(edge, `key${tag}`, 0);
      const score = async (url: string) => {
        const res = await call<{ score: number }>(url, '/api/users/completequiz', {
          learner,
          body: {
            userId: learner.userId,
            quizId,
            attemptId: randomUUID(),
            answers: KEY.map(() => ({ option: 0 })),
          },
        });
        return res.status === 200 ? res.body.score : `status ${res.status}`;
      };
      // Both replicas know the quiz (and hold its facts in memory) before the correction
      const scores = async () => (await onEvery('attempts', score)).map(([, s]) => s as number);
      await eventually(
        async () => expect(await scores()).toEqual([expect.any(Number), expect.any(Number)]),
        30_000,
      );
      const [before] = await scores();
      const quiz = await call<{ questions: object[] }>(
        d.replica('catalog-1').url,
        `/api/admin/quizzes/${quizId}`,
        {
          learner: admin,
        },
      );
      const corrected = quiz.body.questions.map((q) => ({ ...q, correct_answer: 'Article 263' }));

      const put = await call(d.replica('catalog-1').url, `/api/admin/quizzes/${quizId}`, {
        learner: admin,
        method: 'PUT',
        body: { ...quiz.body, questions: corrected },
      });
      expect(put.status).toBe(200);

      await timed('answer-key correction', async () => {
        const [one, two] = await scores();
        expect(one).toBeGreaterThan(before);
        expect(two).toBe(one);
      });
    });
  });

  it('restarts every service, one replica at a time, under a trickle of learner calls with no 5xx at the edge', async () => {
    // Given a trickle of the learner app's calls through the edge: lists, quizzes, completions, dashboards
    const learners = [
      await loggedInLearner(edge, `trickle${tag}`, 0),
      await loggedInLearner(edge, `trickle${tag}`, 1),
    ];
    const quizId = await publishQuiz(edge, admin, { name: `Trickle ${tag}`, answers: KEY });
    const statuses = new Map<string, number>();
    let calls = 0;
    const resent: string[] = [];
    let rolling = true;
    const trickle = learners.map(async (learner) => {
      while (rolling) {
        const attemptId = randomUUID();
        const steps = [
          () => call(edge, '/api/quizs/getfilteredquizs', { learner }),
          () =>
            call(edge, '/api/users/completequiz', {
              learner,
              body: { userId: learner.userId, quizId, attemptId, answers: KEY.map(() => ({ option: 2 })) },
            }),
          () => call(edge, `/api/users/dashboardgetuserbyid/${learner.userId}`, { learner }),
          () => call(edge, `/api/users/getuserbyid/${learner.userId}`, { learner }),
          () => call(edge, '/api/payment/plans?division=Abhyudaya'),
        ];
        // A reload retires nginx's old worker, which closes the kept-alive connections it holds idle: a call
        // sent on one just then gets no answer at all (not a 5xx), and is sent again, as browsers do. The pool
        // may hand the resend another of that worker's idle connections, so up to three sends in all.
        const once = async (step: () => ReturnType<typeof call>) => {
          let res = await step();
          for (let sent = 1; res.status === 'cut off' && sent < 3; sent++) {
            resent.push(String(res.body));
            res = await step();
          }
          return res;
        };
        for (const res of await Promise.all(steps.map(once))) {
          calls++;
          const key =
            typeof res.status === 'number' && res.status < 500
              ? `${Math.floor(res.status / 100)}xx`
              : `${res.status} ${res.status === 'cut off' ? res.body : ''}`;
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    });

    // When every replica is taken out of the edge, stopped, started and put back, the -1s then the -2s
    const started = Date.now();
    for (const wave of ['1', '2'])
      await Promise.all(
        SERVICE_NAMES.map(async (service) => {
          const name = `${service}-${wave}`;
          await d.drain(name);
          await d.stopReplica(name);
          await d.startReplica(name);
          await d.undrain(name);
        }),
      );
    rolling = false;
    await Promise.all(trickle);
    process.stderr.write(
      `rolling restart: ${((Date.now() - started) / 1000).toFixed(0)} s, ${calls} calls: ${JSON.stringify(Object.fromEntries(statuses))}; sent again after no answer: ${JSON.stringify(resent)}\n`,
    );

    // Then no call failed at the edge
    expect(calls).toBeGreaterThan(50);
    expect([...statuses.keys()].sort()).toEqual(['2xx']);
  }, 600_000);

  it("believes only the edge's X-Forwarded-For: a client cannot pick the address its rate limit counts", async () => {
    // Given a client that forges a new X-Forwarded-For on every call through the edge
    const forged = () => ({
      'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250)}, 198.51.100.${Math.floor(Math.random() * 250)}`,
    });
    const statuses: Array<number | 'cut off'> = [];

    // When it asks for more password resets than both identity replicas allow one client in a minute
    await pool(10, Array.from({ length: TEST_AUTH_LIMIT * 2 + 40 }), async () => {
      const res = await call(edge, '/api/users/forgotpassword', {
        body: { email: `nobody.${randomUUID()}@example.com` },
        headers: forged(),
      });
      statuses.push(res.status);
    });

    // Then the limit counts it as the one client it is
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
  }, 120_000);
});

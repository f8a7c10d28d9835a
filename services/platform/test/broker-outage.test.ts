import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PREMIUM_CATEGORY } from '@exam/contracts';
import { getFreePort, startKafka, type RunningKafka } from '@exam/dev-infra';
import { EVENT_BUS, type EventBus } from '@exam/messaging';
import { eventually, startTestApp, type TestApp } from '@exam/testing';
import { Types } from 'mongoose';
import { loggedInLearner } from '../../identity/test/support/identity-fixtures';
import { PlatformModule } from '../src/platform.module';
import { subscribeToPlan } from './support/billing-flow';
import { catalogPublished, type TestQuiz } from '../../attempts/test/support/attempts-fixtures';

const LEARNERS = 6;
const ROUNDS = 3;
const SUBSCRIBERS = 3;

/**
 * Fault: the Kafka broker stops in the middle of a stream of completions and payments, and comes back on
 * the same address with the same data. The platform keeps accepting them while it is down (the change log
 * and the outboxes keep their events), and once it is back every read model converges with each fact
 * applied once. The platform gets a broker of its own here, so stopping it disturbs no other test.
 */
describe('the Kafka broker stopping and coming back during completions and payments', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'exam-broker-outage-'));
  let kafka: RunningKafka;
  let ports: { port: number; controllerPort: number };
  let t: TestApp;
  const auth = { type: 'bearer' as const };

  beforeAll(async () => {
    ports = { port: await getFreePort(), controllerPort: await getFreePort() };
    kafka = await startKafka({ repoRoot: process.cwd(), dataDir, ...ports, maxHeap: '384m' });
    t = await startTestApp((c) => PlatformModule.forRoot(c), { KAFKA_BROKERS: kafka.brokers });
  }, 180_000);
  afterAll(async () => {
    await t?.close().catch(() => undefined);
    await kafka?.stop();
  });

  const quizOf = (difficulty: string, subject: string): TestQuiz => ({
    quizId: new Types.ObjectId().toString(),
    kind: 'quiz',
    name: `Outage ${randomUUID().slice(0, 8)}`,
    division: 'Abhyudaya',
    subject,
    chapter: 'March week 1',
    classs: 'Already passed 12th',
    difficulty,
    createdAt: new Date().toISOString(),
    accessible: [],
    questionsLength: 4,
    answerKey: [2, 0, 1, 3],
    marksPerCorrect: 2,
    negativeMarks: 0.5,
  });
  const complete = (learner: { userId: string; token: string }, quiz: TestQuiz, attemptId: string) =>
    t
      .http()
      .post('/api/users/completequiz')
      .auth(learner.token, auth)
      .send({
        userId: learner.userId,
        quizId: quiz.quizId,
        attemptId,
        division: quiz.division,
        quizName: quiz.name,
        quizSubject: quiz.subject,
        answers: [{ option: 2 }, { option: 0 }, { option: 0 }, { option: null }],
        totalQuestions: 4,
        attemptedQuestions: 3,
        correctAnswers: 2,
        wrongAnswers: 1,
        quizStartTime: new Date(Date.now() - 300_000).toISOString(),
        quizEndTime: new Date().toISOString(),
      });
  const attemptPremium = (learner: { userId: string; token: string }, quiz: TestQuiz) =>
    t
      .http()
      .post('/api/users/attemptquiz')
      .auth(learner.token, auth)
      .send({ userId: learner.userId, quizId: quiz.quizId });

  it('accepts completions and payments while it is down, and every read model converges once it is back', async () => {
    // Given logged-in learners, a free quiz and a premium one (Current Affairs, in every plan)
    const learners: Array<{ userId: string; token: string }> = [];
    for (let i = 0; i < LEARNERS; i++) learners.push(await loggedInLearner(t));
    const free = quizOf('Free Exploratory Quiz', 'Current Affairs');
    const premium = quizOf(PREMIUM_CATEGORY, 'Current Affairs');
    await t.app.get<EventBus>(EVENT_BUS).publish([...catalogPublished(free), ...catalogPublished(premium)]);
    await t.settle();
    expect((await attemptPremium(learners[0], premium)).status).toBe(403);

    // When the broker stops
    await kafka.stop();

    // Then completions and payments are still accepted, their events kept for later
    const attemptIds: string[] = [];
    for (let round = 0; round < ROUNDS; round++)
      await Promise.all(
        learners.map(async (learner) => {
          const attemptId = randomUUID();
          const res = await complete(learner, free, attemptId);
          expect(res.status).toBe(200);
          attemptIds.push(attemptId);
        }),
      );
    const subscribers = learners.slice(0, SUBSCRIBERS);
    for (const buyer of subscribers) await subscribeToPlan(t, buyer, 'Monthly');
    expect(await t.db('attempts').collection('change_log').countDocuments({})).toBeGreaterThan(0);

    // When the broker comes back on the same address with the same data
    kafka = await startKafka({ repoRoot: process.cwd(), dataDir, ...ports, maxHeap: '384m' });

    // Then every completion is stored once and published: ranked once per learner in the percentile
    const attempts = t.db('attempts');
    await eventually(async () => {
      expect(await attempts.collection('change_log').countDocuments({})).toBe(0);
      expect(
        await attempts.collection('quiz_attempts').countDocuments({ _id: { $in: attemptIds as never[] } }),
      ).toBe(attemptIds.length);
      const summary = await attempts
        .collection('percentile_summaries')
        .findOne({ _id: free.quizId as never });
      expect(summary?.total).toBe(LEARNERS);
      // The projector counts a batch in the summary first and records its ranked scores just after.
      expect(await attempts.collection('ranked_scores').countDocuments({ quizId: free.quizId })).toBe(
        LEARNERS,
      );
    }, 90_000);
    // And each learner's dashboard shows the quiz
    await eventually(async () => {
      for (const learner of learners) {
        const dashboard = await t
          .http()
          .get(`/api/users/dashboardgetuserbyid/${learner.userId}`)
          .auth(learner.token, auth)
          .expect(200);
        expect(JSON.stringify(dashboard.body)).toContain(free.quizId);
      }
    }, 60_000);

    // And each payment reached catalog's and attempts' entitlements once: subscribers open the premium
    // quiz, the others still may not
    await eventually(async () => {
      for (const buyer of subscribers)
        expect((await attemptPremium(buyer, premium)).status).toBeLessThan(300);
    }, 60_000);
    for (const learner of learners.slice(SUBSCRIBERS))
      expect((await attemptPremium(learner, premium)).status).toBe(403);
    for (const service of ['catalog', 'attempts'])
      await eventually(async () => {
        for (const buyer of subscribers) {
          const doc = await t
            .db(service)
            .collection('entitlements')
            .findOne({ _id: buyer.userId as never });
          expect(doc?.subscriptions).toEqual([expect.objectContaining({ status: 'active' })]);
          expect(doc?.paidfor).toHaveLength(1);
        }
      }, 60_000);
  }, 240_000);
});

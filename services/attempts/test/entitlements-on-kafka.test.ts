// Two instances of the attempts service on one Kafka broker (KAFKA_BROKERS, as in CI, or a broker this
// file starts): they share the consumer groups of their read models, so each receives only its
// partitions' share of the identity and billing events. The access check of every attempts call answers
// from memory: each instance must still know every learner's entitlement (issue 15).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kafka } from 'kafkajs';
import { UserRegistered } from '@exam/contracts';
import { startKafka } from '@exam/dev-infra';
import { EVENT_BUS, type EventBus } from '@exam/messaging';
import { eventually, startTestApp, testConfig, testToken, type TestApp } from '@exam/testing';
import { AttemptsAppModule } from '../src/attempts-app.module';
import { publishQuiz } from './support/attempts-fixtures';

const LEARNERS = 20;
const SCHOOL = 'DPS-PUNE-7';

describe('the entitlement view of several attempts instances on Kafka', () => {
  let brokers: string;
  let stopBroker = async () => {};
  const instances: TestApp[] = [];

  beforeAll(async () => {
    if (process.env.KAFKA_BROKERS) brokers = process.env.KAFKA_BROKERS;
    else {
      const kafka = await startKafka({
        repoRoot: process.cwd(),
        dataDir: mkdtempSync(join(tmpdir(), 'attempts-entitlements-kafka-')),
      });
      brokers = kafka.brokers;
      stopBroker = kafka.stop;
    }
    // The same databases and the same topics and groups for both: two instances of one deployment
    const config = testConfig({ KAFKA_BROKERS: brokers });
    instances.push(await startTestApp((c) => AttemptsAppModule.forRoot(c), config));
    instances.push(await startTestApp((c) => AttemptsAppModule.forRoot(c), config));
  }, 180_000);

  afterAll(async () => {
    if (instances[1]) await instances[1].close({ keepData: true });
    if (instances[0]) await instances[0].close();
    await stopBroker();
  });

  it('lets every learner whose school code a premium quiz lists complete it on either instance', async () => {
    // Given both instances sharing the partitions of the entitlement projector's group
    const [a, b] = instances;
    const admin = new Kafka({ brokers: [brokers], clientId: 'entitlements-test', logLevel: 0 }).admin();
    await admin.connect();
    const group = `${a.config.BUS_NAMESPACE}attempts.entitlements`;
    await eventually(async () => {
      const [described] = (await admin.describeGroups([group])).groups;
      expect(described.state).toBe('Stable');
      expect(described.members).toHaveLength(2);
    }, 60_000);
    await admin.disconnect();

    // And a premium quiz open to one school's pupils
    const quiz = await publishQuiz(a, { difficulty: 'Premium Quiz', accessible: [SCHOOL] });

    // When identity registers twenty learners of that school (events spread over every partition)
    const learners = await Promise.all(Array.from({ length: LEARNERS }, () => testToken(a)));
    await a.app.get<EventBus>(EVENT_BUS).publish(
      learners.map(({ userId }) =>
        UserRegistered.create(userId, {
          userId,
          className: 'Already passed 12th',
          school: 'DPS Pune',
          schoolcode: SCHOOL,
          section: 'A',
          city: 'Pune',
          state: 'Maharashtra',
          country: 'India',
          role: 'learner',
        }),
      ),
    );
    await a.settle();
    await b.settle();
    await eventually(async () => {
      expect(await a.db('attempts').collection('entitlements').countDocuments({})).toBe(LEARNERS);
    }, 30_000);

    // Then each instance lets each of them attempt the quiz (no 403 'premium' from a learner it missed)
    const refused: string[] = [];
    for (const [name, t] of [
      ['first', a],
      ['second', b],
    ] as const)
      for (const learner of learners) {
        const res = await t
          .http()
          .post('/api/users/attemptquiz')
          .auth(learner.token, { type: 'bearer' })
          .send({ userId: learner.userId, quizId: quiz.quizId });
        if (res.status >= 300) refused.push(`${name} instance refused ${learner.userId}: ${res.status}`);
      }
    expect(refused).toEqual([]);
  });
});

import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { randomUUID } from 'node:crypto';
import { findEventDefinition, isInternalTopic, type EventEnvelope } from '@exam/contracts';
import { eventually, startTestApp, type TestApp } from '@exam/testing';
import { createQuiz, daysAgoIso } from '../../catalog/test/support/catalog-fixtures';
import { loggedInLearner } from '../../identity/test/support/identity-fixtures';
import { PlatformModule } from '../src/platform.module';
import { privateFields } from './support/analyst-checks';
import { buyOldQuizzes, daysAgo, subscribeToPlan } from './support/billing-flow';
import { readEveryTopic, type TopicReader } from './support/topic-reader';

/**
 * Issue 37: what an analyst given the analyst topics receives. A scripted session (register, verify,
 * complete, subscribe, buy an old quiz, correct a key), then every message of every topic, read off the
 * broker (Kafka in CI, the in-process bus embedded), is checked against its published JSON Schema, its key
 * and the privacy rule. The rules iterate the registry, so events added later are held to them too.
 */
describe('the event contract on the wire', () => {
  let t: TestApp;
  let reader: TopicReader;
  beforeAll(async () => {
    t = await startTestApp((c) => PlatformModule.forRoot(c));
    reader = await readEveryTopic(t);
  });
  afterAll(async () => {
    await reader?.stop();
    await t?.close();
  });

  const auth = { type: 'bearer' as const };

  it('carries no contact details or answer keys to analysts, and every message keeps its schema and key', async () => {
    // Given a learner who registers, verifies and logs in, and an admin who publishes two premium quizzes
    const learner = await loggedInLearner(t);
    const admin = await t
      .http()
      .post('/api/users/login')
      .send({ email: t.config.ADMIN_EMAIL, password: t.config.ADMIN_PASSWORD, uniqueBrowserId: 'admin-desk' })
      .expect(200);
    const editor = admin.body.token as string;
    const quiz = await createQuiz(t, editor, { name: `Contract ${randomUUID().slice(0, 6)}` });
    await createQuiz(t, editor, {
      name: `Contract old ${randomUUID().slice(0, 6)}`,
      createdAt: daysAgoIso(7),
    });

    // When the learner subscribes, completes the quiz (one wrong), and buys two weeks of old quizzes
    await subscribeToPlan(t, learner, 'Monthly');
    const ids = { userId: learner.userId, quizId: quiz.id };
    const [completionRequest, correctionRequest] = [`complete-${randomUUID()}`, `correct-${randomUUID()}`];
    const quizFields = { division: quiz.division, quizName: quiz.name, quizSubject: quiz.subject };
    await eventually(async () => {
      const started = await t.http().post('/api/users/attemptquiz').auth(learner.token, auth).send(ids);
      expect(started.body).toMatchObject({ status: 'recorded' });
    }, 30_000);
    await t
      .http()
      .post('/api/users/completequiz')
      .auth(learner.token, auth)
      .set('X-Request-Id', completionRequest)
      .send({
        ...ids,
        ...quizFields,
        attemptId: randomUUID(),
        answers: [{ option: 1 }, { option: 0 }],
        totalQuestions: 2,
        attemptedQuestions: 2,
        correctAnswers: 2,
        wrongAnswers: 0,
        quizStartTime: new Date(Date.now() - 120_000).toISOString(),
        quizEndTime: new Date().toISOString(),
      })
      .expect(200);
    await buyOldQuizzes(t, learner, { subject: 'Current Affairs', from: daysAgo(13), to: daysAgo(0) });

    // And reports the second question's key as wrong (in words of their own: on an internal topic only)
    await t
      .http()
      .post('/api/reports')
      .auth(learner.token, auth)
      .send({
        quizId: quiz.id,
        questionIndex: 1,
        reason: 'wrong-answer-key',
        comment: 'Article 280, I think',
      })
      .expect(201);

    // And the editor corrects the second question's key to the learner's answer (a re-score)
    const corrected = quiz.questions.map((q: Record<string, unknown>, i: number) =>
      i === 1 ? { ...q, correct_answer: 'Article 280', correct_answer_hindi: 'अनुच्छेद 280' } : q,
    );
    const answer = await t
      .http()
      .put(`/api/admin/quizzes/${quiz.id}`)
      .auth(editor, auth)
      .set('X-Request-Id', correctionRequest)
      .send({ questions: corrected, rev: quiz.rev })
      .expect(200);

    expect(answer.headers['x-request-id']).toBe(correctionRequest);

    // Then every topic holds the session's events, the re-scoring last
    const decoded = () => reader.messages.map((m) => ({ ...m, event: JSON.parse(m.value) as EventEnvelope }));
    const seen = () => new Set(decoded().map((m) => m.event.type));
    const expected = [
      'UserRegistered',
      'ContactDetailsRecorded',
      'UserVerified',
      'UserLoggedIn',
      'QuizPublished',
      'QuizSnapshotTaken',
      'QuizUpdated',
      'SubscriptionCreated',
      'PaymentVerified',
      'SubscriptionActivated',
      'QuizAttempted',
      'QuizCompleted',
      'MistakeRecorded',
      'OldQuizPurchased',
      'QuizRescored',
      'QuizCompletionRescored',
      'QuestionReported',
    ];
    await eventually(
      () => expect([...seen()].sort()).toEqual(expect.arrayContaining(expected.sort())),
      90_000,
    );
    await t.settle();
    const messages = decoded();

    // And each validates against the schema the platform publishes for its type and version
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    const schemas = new Map<string, ReturnType<typeof ajv.compile>>();
    const invalid: string[] = [];
    for (const { event } of messages) {
      const name = `${event.type}/${event.version}`;
      if (!schemas.has(name))
        schemas.set(name, ajv.compile((await t.http().get(`/api/events/schemas/${name}`).expect(200)).body));
      const validate = schemas.get(name)!;
      if (!validate(event)) invalid.push(`${name}: ${ajv.errorsText(validate.errors)}`);
    }
    expect(invalid).toEqual([]);

    // And each sits on its type's topic, under its type's key, with the request's correlation id and its actor
    const misplaced = messages.flatMap(({ topic, key, event }) => {
      const def = findEventDefinition(event.type, event.version)!;
      const where = `${event.type}@${event.version}`;
      return [
        ...(topic === def.topic ? [] : [`${where} on ${topic}, not ${def.topic}`]),
        ...(key === event.aggregateId && key === def.key.of(event.payload as never)
          ? []
          : [`${where} keyed ${key}, not ${def.key.describes}`]),
        ...(event.correlationId ? [] : [`${where} without a correlation id`]),
        ...(def.actor === 'person' && !event.actorId ? [`${where} without its actor`] : []),
      ];
    });
    expect(misplaced).toEqual([]);

    // And a completion and its re-scoring share a key, so one is never read before the other
    const keyOf = (type: string) =>
      messages.find((m) => m.event.type === type && m.key?.startsWith(learner.userId))?.key;
    expect(keyOf('QuizCompletionRescored')).toBe(`${learner.userId}:${quiz.id}`);
    expect(keyOf('QuizCompleted')).toBe(keyOf('QuizCompletionRescored'));

    // And the events a request caused carry its id, also those raised where the change log applies it
    // (the mistakes) and those another service raises in turn (the re-scoring)
    const causedBy = (id: string) =>
      new Set(messages.filter((m) => m.event.correlationId === id).map((m) => m.event.type));
    expect([...causedBy(completionRequest)]).toEqual(
      expect.arrayContaining(['QuizCompleted', 'MistakeRecorded']),
    );
    expect([...causedBy(correctionRequest)]).toEqual(
      expect.arrayContaining(['QuizUpdated', 'QuizSnapshotTaken', 'QuizRescored', 'QuizCompletionRescored']),
    );

    // And nothing on an analyst topic looks like an email, a phone number or an answer key
    const secrets = {
      emails: [learner.email, t.config.ADMIN_EMAIL ?? learner.email],
      phones: [learner.mobile],
      answerKeys: [
        [1, 2],
        [1, 0],
      ],
    };
    const analyst = messages.filter((m) => !isInternalTopic(m.topic));
    const leaks = analyst.flatMap(({ event }) =>
      privateFields(event.payload, secrets).map((why) => `${event.type}@${event.version} ${why}`),
    );
    expect(leaks).toEqual([]);
    // (while the internal topics do carry them, for the services that need them: the check can fail)
    const internal = messages.filter((m) => isInternalTopic(m.topic));
    expect(internal.flatMap(({ event }) => privateFields(event.payload, secrets))).toEqual(
      expect.arrayContaining(['email: named like an email address', "answerKey: a quiz's answer key"]),
    );
  }, 240_000);
});

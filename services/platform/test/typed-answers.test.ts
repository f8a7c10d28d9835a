import { randomUUID } from 'node:crypto';
import { eventually, startTestApp, type TestApp } from '@exam/testing';
import { createQuiz, question } from '../../catalog/test/support/catalog-fixtures';
import { login, loggedInAdmin, registerVerified } from '../../identity/test/support/identity-fixtures';
import { PlatformModule } from '../src/platform.module';
import { buyOldQuizzes, daysAgo, subscribeToPlan, unsubscribe } from './support/billing-flow';
import { conformanceTo, type OpenApiDoc } from './support/openapi-conformance';

/**
 * Issue 36: the learner app's API types are generated from the OpenAPI document, so its answer schemas must
 * say what the server really sends. One learner's journey through the calls the app types (login, lists,
 * quiz, demo, chapters, geo, a practice result's insights, topics, an exam's result, a subscription, an old-quiz
 * order, the profile), each answer validated against the document the app is built from.
 */
describe("the answers the learner app's types are generated from", () => {
  let t: TestApp;
  let conforms: ReturnType<typeof conformanceTo>;
  const auth = { type: 'bearer' as const };

  beforeAll(async () => {
    t = await startTestApp((c) => PlatformModule.forRoot(c));
    conforms = conformanceTo((await t.http().get('/api/docs-json').expect(200)).body as OpenApiDoc);
  });
  afterAll(() => t.close());

  it('are what the OpenAPI document says, from login to the profile', async () => {
    // Given a learner who logs in, and an admin who publishes a free practice quiz and a sectioned exam
    const payload = await registerVerified(t);
    const loggedIn = await login(t, payload.email, payload.password, 'typed-answers');
    conforms('post', '/api/users/login', 200, loggedIn.body);
    const learner = { userId: loggedIn.body.user._id as string, token: loggedIn.body.token as string };
    const browser = await t
      .http()
      .post('/api/users/verifyBrowserId')
      .auth(learner.token, auth)
      .send({ userId: learner.userId, uniqueBrowserId: 'typed-answers' })
      .expect(200);
    expect(browser.body).toEqual({ match: true });
    conforms('post', '/api/users/verifyBrowserId', 200, browser.body);
    const admin = await loggedInAdmin(t);
    const tag = randomUUID().slice(0, 6);
    const free = await createQuiz(t, admin.token, {
      name: `Typed free ${tag}`,
      difficulty: 'Free Exploratory Quiz',
      chapter: 'Bodies',
      quiz_image: { url: 'https://example.org/cover.png', storageType: 'url' },
    });
    const exam = await createQuiz(t, admin.token, {
      name: `Typed exam ${tag}`,
      difficulty: 'Free Exploratory Quiz',
      mode: 'exam',
      durationMinutes: 10,
      negativeMarks: 0.5,
      questions: [question(1), question(2), question(3)],
      sections: [
        { name: 'One', from: 1, to: 2, minutes: 6 },
        { name: 'Two', from: 3, to: 3, minutes: 4 },
      ],
    });
    await createQuiz(t, admin.token, { name: `Typed premium ${tag}` });
    const get = (path: string, query: object = {}, token?: string) => {
      const req = t.http().get(path).query(query);
      return (token ? req.auth(token, auth) : req).expect(200);
    };
    const list = { difficulty: 'All', subject: 'Current Affairs', division: 'Abhyudaya' };

    // When the app reads the catalog as a visitor and as the learner, then the answers are as declared
    conforms(
      'get',
      '/api/quizs/getfilteredquizs',
      200,
      (await get('/api/quizs/getfilteredquizs', list)).body,
    );
    const mine = await get('/api/quizs/getfilteredquizs', list, learner.token);
    expect(mine.body.quizzes.map((q: { name: string }) => q.name)).toEqual(
      expect.arrayContaining([free.name, exam.name]),
    );
    conforms('get', '/api/quizs/getfilteredquizs', 200, mine.body);
    conforms(
      'get',
      '/api/quizs/getquizpage',
      200,
      (await get('/api/quizs/getquizpage', list, learner.token)).body,
    );
    conforms('get', '/api/quizs/getAepQuizzes', 200, (await get('/api/quizs/getAepQuizzes')).body);
    conforms(
      'get',
      '/api/chapters/fetchchaptersfilter',
      200,
      (await get('/api/chapters/fetchchaptersfilter')).body,
    );
    conforms('get', '/api/geo/states', 200, (await get('/api/geo/states')).body);
    conforms('get', '/api/geo/cities', 200, (await get('/api/geo/cities', { state: 'Maharashtra' })).body);
    for (const path of ['/api/quizs/getquizbyid', '/api/quizs/getDemoQuizbyId']) {
      const quiz = await t.http().post(path).auth(learner.token, auth).send({ quizid: free.id }).expect(200);
      conforms('post', path, 200, quiz.body);
    }
    const paper = await t
      .http()
      .post('/api/quizs/getquizbyid')
      .auth(learner.token, auth)
      .send({ quizid: exam.id })
      .expect(200);
    expect(paper.body.keyReleased).toBe(false);
    conforms('post', '/api/quizs/getquizbyid', 200, paper.body);

    // When the learner completes the practice quiz, then its insights and the topic analysis are as declared
    const ids = { userId: learner.userId, quizId: free.id };
    const fields = { division: 'Abhyudaya', quizName: free.name, quizSubject: 'Current Affairs' };
    await eventually(async () => {
      const started = await t
        .http()
        .post('/api/users/attemptquiz')
        .auth(learner.token, auth)
        .send({ ...ids, ...fields });
      expect(started.body).toMatchObject({ status: 'recorded' });
    }, 30_000);
    const attemptId = randomUUID();
    await t
      .http()
      .post('/api/users/completequiz')
      .auth(learner.token, auth)
      .send({
        ...ids,
        ...fields,
        attemptId,
        answers: [
          { option: 1, confidence: 'sure' },
          { option: 0, confidence: 'guess' },
        ],
        totalQuestions: 2,
        attemptedQuestions: 2,
        correctAnswers: 1,
        wrongAnswers: 1,
        quizStartTime: new Date(Date.now() - 120_000).toISOString(),
        quizEndTime: new Date().toISOString(),
      })
      .expect(200);
    const insights = await get(`/api/attempts/insights/${attemptId}`, {}, learner.token);
    expect(insights.body.whatIf).not.toBeNull();
    conforms('get', '/api/attempts/insights/{attemptId}', 200, insights.body);
    conforms('get', '/api/learning/topics', 200, (await get('/api/learning/topics', {}, learner.token)).body);

    // When the learner sits the exam and submits it, then its result is as declared
    await eventually(
      () =>
        t
          .http()
          .post(`/api/exams/${exam.id}/start`)
          .auth(learner.token, auth)
          .send({ displayName: 'Asha' })
          .expect(200),
      30_000,
    );
    await t
      .http()
      .post(`/api/exams/${exam.id}/answers`)
      .auth(learner.token, auth)
      .send({
        deviceId: 'typed',
        saves: [{ seq: 1, question: 0, seconds: 20, response: { option: 1, marked: false } }],
      })
      .expect(200);
    await t.http().post(`/api/exams/${exam.id}/submit`).auth(learner.token, auth).send({}).expect(200);
    const result = await get(`/api/exams/${exam.id}/result`, {}, learner.token);
    expect(result.body).toMatchObject({ released: true, sections: [{ name: 'One' }, { name: 'Two' }] });
    conforms('get', '/api/exams/{quizId}/result', 200, result.body);

    // When the learner subscribes and buys old quizzes, then those answers and the profile are as declared
    const subscribed = await subscribeToPlan(t, learner, 'Monthly');
    conforms('post', '/api/payment/aepsubscription', 201, subscribed.answers.created);
    conforms('post', '/api/payment/aepverify', 200, subscribed.answers.verified);
    // (the premium quiz the order opens reaches billing's calendar a moment after it is published)
    const bought = await eventually(() =>
      buyOldQuizzes(t, learner, { subject: 'Current Affairs', from: daysAgo(13), to: daysAgo(0) }),
    );
    conforms('post', '/api/payment/create-order', 201, bought.answers.created);
    conforms('post', '/api/payment/verify-payment', 200, bought.answers.verified);
    await eventually(async () => {
      const profile = await get(`/api/users/getuserbyid/${learner.userId}`, {}, learner.token);
      expect(profile.body).toMatchObject({
        subscriptions: [{ status: 'active' }],
        purchaseOrders: [{ weeks: 2 }],
      });
      conforms('get', '/api/users/getuserbyid/{userId}', 200, profile.body);
    }, 30_000);
    const unsubscribed = await unsubscribe(t, learner, subscribed.subscriptionId);
    conforms('post', '/api/payment/unsubscribe', 200, unsubscribed);
  });
});

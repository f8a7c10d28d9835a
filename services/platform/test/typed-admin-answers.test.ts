import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { eventually, startTestApp, type TestApp } from '@exam/testing';
import { createQuiz, examSubmitted, question } from '../../catalog/test/support/catalog-fixtures';
import { login, loggedInAdmin, registerVerified } from '../../identity/test/support/identity-fixtures';
import { PlatformModule } from '../src/platform.module';
import { subscribeToPlan } from './support/billing-flow';
import { conformanceTo, type OpenApiDoc } from './support/openapi-conformance';

/**
 * Issue 36: the admin console's API types are generated from the OpenAPI document too. One admin session over
 * the console's own calls (overviews, live mocks, an upload, an import's dry run, key challenges, the report
 * queue, a quiz's history, refunds), each answer validated against the document the console is built from.
 */
describe("the answers the admin console's types are generated from", () => {
  let t: TestApp;
  let conforms: ReturnType<typeof conformanceTo>;
  const auth = { type: 'bearer' as const };

  beforeAll(async () => {
    t = await startTestApp((c) => PlatformModule.forRoot(c));
    conforms = conformanceTo((await t.http().get('/api/docs-json').expect(200)).body as OpenApiDoc);
  });
  afterAll(() => t.close());

  it('are what the OpenAPI document says, from the dashboard to the final key', async () => {
    // Given an admin, a learner with a subscription in its refund window, a free quiz and a live mock
    // closing in a few seconds (time for the calls before its close on a loaded machine)
    const admin = await loggedInAdmin(t);
    const payload = await registerVerified(t);
    const loggedIn = await login(t, payload.email, payload.password, 'typed-admin');
    const learner = { userId: loggedIn.body.user._id as string, token: loggedIn.body.token as string };
    const tag = randomUUID().slice(0, 6);
    const free = await createQuiz(t, admin.token, {
      name: `Typed console ${tag}`,
      difficulty: 'Free Exploratory Quiz',
    });
    const closesAt = Date.now() + 6_000;
    const mock = await createQuiz(t, admin.token, {
      name: `Live Mock: typed ${tag}`,
      subject: 'Mock Tests',
      difficulty: 'Free Exploratory Quiz',
      questions: [1, 2, 3, 4, 5].map((n) => question(n)),
      liveWindow: {
        opensAt: new Date(closesAt - 3_600_000).toISOString(),
        closesAt: new Date(closesAt).toISOString(),
      },
    });
    await subscribeToPlan(t, learner, 'Monthly');
    const get = async (path: string, query: object = {}) =>
      (await t.http().get(path).query(query).auth(admin.token, auth).expect(200)).body;

    // When the admin reads the dashboard, the live mocks, the quiz's history and the refunds
    conforms('get', '/api/admin/attempts/overview', 200, await get('/api/admin/attempts/overview'));
    conforms('get', '/api/admin/billing/overview', 200, await get('/api/admin/billing/overview'));
    const live = await get('/api/admin/live-mocks');
    expect(live.mocks.map((m: { id: string }) => m.id)).toContain(mock.id);
    conforms('get', '/api/admin/live-mocks', 200, live);
    const cover = await sharp({ create: { width: 400, height: 240, channels: 3, background: '#7b1e1e' } })
      .png()
      .toBuffer();
    const uploaded = await t
      .http()
      .post('/api/admin/uploads')
      .auth(admin.token, auth)
      .field('quizId', free.id)
      .field('field', 'quiz_image')
      .attach('file', cover, 'cover.png')
      .expect(201);
    expect(uploaded.body.quiz.id).toBe(free.id);
    conforms('post', '/api/admin/uploads', 201, uploaded.body);
    const imported = await t
      .http()
      .post('/api/admin/quizzes/import')
      .auth(admin.token, auth)
      .send({ quizId: free.id, dryRun: true, rows: [{ question: 'Only a question' }] })
      .expect(200);
    expect(imported.body.problems).toHaveLength(1);
    conforms('post', '/api/admin/quizzes/import', 200, imported.body);
    const history = await get(`/api/admin/quizzes/${free.id}/history`);
    expect(history.length).toBeGreaterThan(0);
    conforms('get', '/api/admin/quizzes/{id}/history', 200, history);
    const refunds = await eventually(async () => {
      const rows = await get('/api/admin/refunds');
      expect(rows.map((r: { userId: string }) => r.userId)).toContain(learner.userId);
      return rows;
    }, 30_000);
    conforms('get', '/api/admin/refunds', 200, refunds);

    // When the learner reports a question and the admin reads the queue, its row, and accepts it
    await t
      .http()
      .post('/api/reports')
      .auth(learner.token, auth)
      .send({ quizId: free.id, questionIndex: 0, reason: 'wrong-answer-key', comment: 'Typed' })
      .expect(201);
    const queue = await eventually(async () => {
      const rows = await get('/api/admin/reports', { filter: JSON.stringify({ quizId: free.id }) });
      expect(rows).toHaveLength(1);
      return rows;
    }, 30_000);
    conforms('get', '/api/admin/reports', 200, queue);
    const row = await get(`/api/admin/reports/${encodeURIComponent(queue[0].id)}`);
    expect(row.reports).toHaveLength(1);
    conforms('get', '/api/admin/reports/{id}', 200, row);
    const accepted = await t
      .http()
      .post(`/api/admin/reports/${encodeURIComponent(queue[0].id)}/accept`)
      .auth(admin.token, auth)
      .send({ reply: 'Corrected.' })
      .expect(200);
    conforms('post', '/api/admin/reports/{id}/accept', 200, accepted.body);
    const resolved = await get('/api/admin/reports', { filter: JSON.stringify({ quizId: free.id }) });
    conforms('get', '/api/admin/reports', 200, resolved);

    // When the live mock closes and its candidate challenges a question, then the console's key views conform
    await examSubmitted(t, learner.userId, mock, true);
    await new Promise((r) => setTimeout(r, Math.max(0, closesAt - Date.now() + 50)));
    await eventually(
      () =>
        t
          .http()
          .post(`/api/key-challenges/${mock.id}`)
          .auth(learner.token, auth)
          .send({ questionIndex: 1, reason: 'wrong-key', explanation: 'Typed' })
          .expect(201),
      30_000,
    );
    const mocks = await get('/api/admin/key-challenges');
    expect(mocks.find((m: { id: string }) => m.id === mock.id)).toMatchObject({ challenges: 1 });
    conforms('get', '/api/admin/key-challenges', 200, mocks);
    const key = await get(`/api/admin/key-challenges/${mock.id}`);
    expect(key.questions).toHaveLength(1);
    conforms('get', '/api/admin/key-challenges/{quizId}', 200, key);
  });
});

import { OldQuizPurchased, QuizOpened, UserProfileUpdated } from '@exam/contracts';
import { EVENT_BUS, type EventBus } from '@exam/messaging';
import { eventually, startTestApp, testToken, type TestApp } from '@exam/testing';
import { CatalogAppModule } from '../src/catalog-app.module';
import {
  createQuiz,
  daysAgoIso,
  monthlyActivated,
  recordCatalogEvents,
  tokens,
} from './support/catalog-fixtures';

const FREE = 'Free Exploratory Quiz';

describe('learner calls: lists, quiz by id, access from entitlement events', () => {
  let t: TestApp;
  let editor: string;
  let bus: EventBus;
  let events: Awaited<ReturnType<typeof recordCatalogEvents>>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp((c) => CatalogAppModule.forRoot(c));
    bus = t.app.get(EVENT_BUS);
    events = await recordCatalogEvents(t, 'test.learner-calls');
    editor = (await tokens(t)).editor;
    const make = async (key: string, over: Record<string, unknown>) =>
      (ids[key] = (await createQuiz(t, editor, over)).id);
    await make('freeOld', { name: 'Free old', difficulty: FREE, createdAt: daysAgoIso(60) });
    await make('freeNew', { name: 'Free new', difficulty: FREE, createdAt: daysAgoIso(2) });
    await make('premiumNew', { name: 'Premium new', createdAt: daysAgoIso(1) });
    await make('premiumOld', { name: 'Premium old', createdAt: '2026-01-10T06:00:00.000Z' });
    await make('mock', { name: 'Mock test 1', subject: 'Mock Tests', createdAt: daysAgoIso(3) });
    await make('school', {
      name: 'School only',
      subject: 'Mock Tests',
      accessible: ['DPS-042'],
      createdAt: daysAgoIso(4),
    });
    await make('udbodh', {
      name: 'Udbodh set',
      division: 'Udbodh',
      difficulty: FREE,
      createdAt: daysAgoIso(5),
    });
    await createQuiz(t, editor, { name: 'Draft' }, { publish: false });
  });
  afterAll(() => t.close());

  const post = (path: string, body: unknown, token?: string) => {
    const req = t
      .http()
      .post(path)
      .send(body as object);
    return token ? req.auth(token, { type: 'bearer' }) : req;
  };

  it('lists published quizzes without questions: free first, then newest; filters like the app sends them', async () => {
    const res = await t
      .http()
      .get('/api/quizs/getfilteredquizs')
      .query({
        difficulty: 'All',
        subject: 'Current Affairs',
        classs: 'Already passed 12th',
        schoolcode: 'OpenSchool',
        email: '',
        chapter: 'All',
        division: 'Abhyudaya',
      })
      .expect(200);
    expect(res.body.quizzes.map((q: { name: string }) => q.name)).toEqual([
      'Free new',
      'Free old',
      'Premium new',
      'Premium old',
    ]);
    const first = res.body.quizzes[0];
    expect(first).toMatchObject({
      _id: ids.freeNew,
      questionsLength: 2,
      difficulty: FREE,
      division: 'Abhyudaya',
    });
    expect(first).not.toHaveProperty('questions');
    expect(first).not.toHaveProperty('canOpen');
    const premiumOnly = await t
      .http()
      .get('/api/quizs/getfilteredquizs')
      .query({ difficulty: 'Premium Quiz', division: 'Abhyudaya', subject: 'All' });
    expect(premiumOnly.body.quizzes.map((q: { name: string }) => q.name)).toEqual([
      'Premium new',
      'Mock test 1',
      'School only',
      'Premium old',
    ]);
    const udbodh = await t.http().get('/api/quizs/getfilteredquizs').query({ division: 'Udbodh' });
    expect(udbodh.body.quizzes.map((q: { name: string }) => q.name)).toEqual(['Udbodh set']);
  });

  it('getAepQuizzes: all quizzes for the subject dropdown, or by subject, division and classs', async () => {
    const all = await t.http().get('/api/quizs/getAepQuizzes').expect(200);
    expect(all.body.quizzes).toHaveLength(7);
    expect(new Set(all.body.quizzes.map((q: { subject: string }) => q.subject))).toEqual(
      new Set(['Current Affairs', 'Mock Tests']),
    );
    const some = await t
      .http()
      .get('/api/quizs/getAepQuizzes')
      .query({ subject: 'Mock Tests', division: 'Abhyudaya', classs: 'Already passed 12th' });
    expect(
      some.body.quizzes.map((q: { name: string; createdAt: string; difficulty: string }) => [
        q.name,
        typeof q.createdAt,
        q.difficulty,
      ]),
    ).toEqual([
      ['Mock test 1', 'string', 'Premium Quiz'],
      ['School only', 'string', 'Premium Quiz'],
    ]);
  });

  it('tells a logged-in learner per quiz whether it opens and why not', async () => {
    const { token } = await testToken(t);
    const res = await t
      .http()
      .get('/api/quizs/getfilteredquizs')
      .query({ division: 'Abhyudaya', subject: 'Current Affairs' })
      .auth(token, { type: 'bearer' });
    expect(
      res.body.quizzes.map((q: { name: string; canOpen: boolean; lockReason: string | null }) => [
        q.name,
        q.canOpen,
        q.lockReason,
      ]),
    ).toEqual([
      ['Free new', true, null],
      ['Free old', true, null],
      ['Premium new', false, 'premium'],
      ['Premium old', false, 'premium'],
    ]);
  });

  it('getquizbyid needs a login, checks the id, and serves a free quiz to a new learner', async () => {
    await post('/api/quizs/getquizbyid', { quizid: ids.freeNew }).expect(401);
    const { token } = await testToken(t);
    expect((await post('/api/quizs/getquizbyid', { quizid: 'abc' }, token).expect(400)).body.message).toBe(
      'Invalid quiz id',
    );
    expect((await post('/api/quizs/getquizbyid', {}, token).expect(400)).body.message).toBe(
      'quizid is required',
    );
    expect(
      (await post('/api/quizs/getquizbyid', { quizid: '6650c0ffee0000000000a001' }, token).expect(404)).body
        .message,
    ).toBe('Quiz not found');
    const quiz = (await post('/api/quizs/getquizbyid', { quizid: ids.freeNew }, token).expect(200)).body;
    expect(quiz.name).toBe('Free new');
    expect(quiz.questions).toHaveLength(2);
    expect(quiz.questions[0]).toMatchObject({
      correct_answer: 'Article 324',
      answer_explaination_in_english: expect.stringContaining('Article 324'),
    });
  });

  it('getquizbyid sends its kept gzip form to a client that accepts gzip, and the same quiz plain to one that does not', async () => {
    const { token } = await testToken(t);
    const zipped = await post('/api/quizs/getquizbyid', { quizid: ids.freeNew }, token)
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const plain = await post('/api/quizs/getquizbyid', { quizid: ids.freeNew }, token)
      .set('Accept-Encoding', 'identity')
      .expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.body).toEqual(plain.body);
    expect(plain.body.questions).toHaveLength(2);
  });

  it('refuses a premium quiz (403 premium) until SubscriptionActivated, then serves it and records the open once', async () => {
    const { userId, token } = await testToken(t);
    const refused = await post('/api/quizs/getquizbyid', { quizid: ids.premiumNew }, token).expect(403);
    expect(refused.body).toMatchObject({
      statusCode: 403,
      reason: 'premium',
      message: expect.stringContaining('premium'),
    });

    await bus.publish([
      monthlyActivated('sub_L1', userId, [
        'Detailed News Analysis',
        'Current Affairs',
        'NCERT - AEP',
        'Mock Tests',
      ]),
    ]);
    const served = await eventually(
      async () => (await post('/api/quizs/getquizbyid', { quizid: ids.premiumNew }, token).expect(200)).body,
    );
    expect(served.questions).toHaveLength(2);
    await post('/api/quizs/getquizbyid', { quizid: ids.premiumNew }, token).expect(200);

    // The old-quiz rule: created months before the subscription start.
    const old = await post('/api/quizs/getquizbyid', { quizid: ids.premiumOld }, token).expect(403);
    expect(old.body.reason).toBe('old_quiz_restricted');
    const list = await t
      .http()
      .get('/api/quizs/getfilteredquizs')
      .query({ division: 'Abhyudaya', subject: 'Current Affairs' })
      .auth(token, { type: 'bearer' });
    expect(list.body.quizzes.find((q: { name: string }) => q.name === 'Premium old')).toMatchObject({
      canOpen: false,
      lockReason: 'old_quiz_restricted',
    });

    await bus.publish([
      OldQuizPurchased.create('order_L1', {
        orderId: 'order_L1',
        userId,
        subject: 'Current Affairs',
        division: 'Abhyudaya',
        className: 'Already passed 12th',
        fromDate: '2026-01-05',
        toDate: '2026-01-18',
        weeks: 2,
        amountRupees: 200,
        status: 'success',
        purchasedAt: new Date().toISOString(),
      }),
    ]);
    await eventually(async () =>
      post('/api/quizs/getquizbyid', { quizid: ids.premiumOld }, token).expect(200),
    );

    // Each quiz opened is told once (one event id; delivery is at least once), premium ones flagged.
    await t.settle();
    await eventually(() => {
      const byId = new Map(
        events.filter((e) => QuizOpened.is(e) && e.payload.userId === userId).map((e) => [e.eventId, e]),
      );
      const opened = [...byId.values()];
      expect(opened.map((e) => QuizOpened.is(e) && [e.payload.quizId, e.payload.premium])).toEqual([
        [ids.premiumNew, true],
        [ids.premiumOld, true],
      ]);
    });
  });

  it('opens a quiz to a learner whose school code is in its accessible list', async () => {
    const { userId, token } = await testToken(t);
    await post('/api/quizs/getquizbyid', { quizid: ids.school }, token).expect(403);
    await bus.publish([
      UserProfileUpdated.create(userId, {
        userId,
        schoolcode: 'DPS-042',
        className: 'Already passed 12th',
        section: 'A',
        role: 'learner',
      }),
    ]);
    await eventually(async () => post('/api/quizs/getquizbyid', { quizid: ids.school }, token).expect(200));
  });

  it('getDemoQuizbyId serves free exploratory quizzes to anyone and nothing else', async () => {
    const demo = await post('/api/quizs/getDemoQuizbyId', { quizid: ids.freeOld }).expect(200);
    expect(demo.body).toMatchObject({
      name: 'Free old',
      division: 'Abhyudaya',
      quiz_pdf: null,
      quiz_pdf_images: [],
      quiz_pdf_images_hindi: [],
    });
    expect(demo.body.questions).toHaveLength(2);
    const refused = await post('/api/quizs/getDemoQuizbyId', { quizid: ids.premiumNew }).expect(403);
    expect(refused.body.reason).toBe('premium');
    await post('/api/quizs/getDemoQuizbyId', { quizid: 'zzz' }).expect(400);
  });

  it('lets staff open anything, unpublished included', async () => {
    const draft = await createQuiz(t, editor, { name: 'Staff draft' }, { publish: false });
    await post('/api/quizs/getquizbyid', { quizid: draft.id }, editor).expect(200);
    const { token } = await testToken(t);
    await post('/api/quizs/getquizbyid', { quizid: draft.id }, token).expect(404);
  });
});

import { startTestApp, testToken, type TestApp } from '@exam/testing';
import { CatalogAppModule } from '../src/catalog-app.module';
import { createQuiz, daysAgoIso, tokens } from './support/catalog-fixtures';

const FREE = 'Free Exploratory Quiz';
type Item = { name: string; canOpen?: boolean; lockReason?: string | null };

describe('getquizpage: the quiz list one page at a time', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp((c) => CatalogAppModule.forRoot(c));
    const { editor } = await tokens(t);
    for (let i = 1; i <= 10; i++)
      await createQuiz(t, editor, {
        name: `Premium ${i}`,
        description: i === 4 ? 'Repo rate and the MPC' : 'Daily set',
        createdAt: daysAgoIso(i),
      });
    await createQuiz(t, editor, { name: 'Free one', difficulty: FREE, createdAt: daysAgoIso(30) });
    await createQuiz(t, editor, { name: 'Mock', subject: 'Mock Tests', createdAt: daysAgoIso(2) });
  });
  afterAll(() => t.close());

  const get = (query: Record<string, string | number>, token?: string) => {
    const req = t.http().get('/api/quizs/getquizpage').query(query);
    return token ? req.auth(token, { type: 'bearer' }) : req;
  };

  it('answers 8 cards a page in the list order, with the total, the pages and the subjects', async () => {
    const first = await get({ division: 'Abhyudaya', subject: 'Current Affairs' }).expect(200);
    expect(first.body.quizzes.map((q: Item) => q.name)).toEqual([
      'Free one',
      ...Array.from({ length: 7 }, (_, i) => `Premium ${i + 1}`),
    ]);
    expect(first.body).toMatchObject({ total: 11, page: 1, pageSize: 8, totalPages: 2 });
    expect(first.body.subjects).toEqual(['Current Affairs', 'Mock Tests']);
    const second = await get({ division: 'Abhyudaya', subject: 'Current Affairs', page: 2 }).expect(200);
    expect(second.body.quizzes.map((q: Item) => q.name)).toEqual(['Premium 8', 'Premium 9', 'Premium 10']);
  });

  it('narrows by search and month, and says per quiz whether the learner may open it', async () => {
    const { token } = await testToken(t);
    const found = await get({ division: 'Abhyudaya', search: 'repo RATE' }, token).expect(200);
    expect(found.body.quizzes).toEqual([
      expect.objectContaining({ name: 'Premium 4', canOpen: false, lockReason: 'premium' }),
    ]);
    const none = await get({ division: 'Abhyudaya', month: '1999-01' }).expect(200);
    expect(none.body).toMatchObject({ quizzes: [], total: 0, totalPages: 1 });
  });

  it('refuses a malformed month or page size with a clear 400', async () => {
    const bad = await get({ month: 'March' }).expect(400);
    expect(bad.body.message).toBe('month must be yyyy-mm or All.');
    const big = await get({ pageSize: 500 }).expect(400);
    expect(big.body.message).toBe('pageSize must be 50 or less.');
  });
});

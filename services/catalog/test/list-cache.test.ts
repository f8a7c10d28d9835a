import { EVENT_BUS, type EventBus } from '@exam/messaging';
import { eventually, startTestApp, testToken, type TestApp } from '@exam/testing';
import { CatalogAppModule } from '../src/catalog-app.module';
import { QuizAccess } from '../src/access/quiz-access';
import { QuizCatalog } from '../src/quizzes/quiz-catalog';
import { createQuiz, daysAgoIso, monthlyActivated, tokens } from './support/catalog-fixtures';

type Item = { _id: string; name: string; canOpen?: boolean; lockReason?: string | null };
const FILTER = { division: 'Abhyudaya', subject: 'Current Affairs', difficulty: 'All', chapter: 'All' };

/** Issue 14: the learner list is cached per filter set and answered with ETags; a quiz change shows at once. */
describe('getfilteredquizs: cached answers, ETags and invalidation', () => {
  let t: TestApp;
  let editor: string;

  beforeAll(async () => {
    t = await startTestApp((c) => CatalogAppModule.forRoot(c));
    ({ editor } = await tokens(t));
    await createQuiz(t, editor, { name: 'Cached one', createdAt: daysAgoIso(1) });
    await createQuiz(t, editor, { name: 'Cached free', difficulty: 'Free Exploratory Quiz' });
  });
  afterAll(() => t.close());

  const list = (token?: string, headers: Record<string, string> = {}) => {
    const req = t.http().get('/api/quizs/getfilteredquizs').query(FILTER).set(headers);
    return token ? req.auth(token, { type: 'bearer' }) : req;
  };
  const names = (body: { quizzes: Item[] }) => body.quizzes.map((q) => q.name);

  it('answers a repeat with If-None-Match by 304 without a body, and the changed list by 200', async () => {
    const first = await list().expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.vary).toMatch(/Accept-Encoding/i);
    const again = await list(undefined, { 'If-None-Match': etag }).expect(304);
    expect(again.text ?? '').toBe('');

    await createQuiz(t, editor, { name: 'Cached two', createdAt: daysAgoIso(0) });
    const changed = await list(undefined, { 'If-None-Match': etag }).expect(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(names(changed.body)).toContain('Cached two');
  });

  it('shows a renamed, unpublished or deleted quiz in the very next visitor answer', async () => {
    const quiz = await createQuiz(t, editor, { name: 'Will change', createdAt: daysAgoIso(2) });
    // Warm the cache, twice, so the next answers would be stale if invalidation failed.
    expect(names((await list().expect(200)).body)).toContain('Will change');
    expect(names((await list().expect(200)).body)).toContain('Will change');

    await t
      .http()
      .put(`/api/admin/quizzes/${quiz.id}`)
      .auth(editor, { type: 'bearer' })
      .send({ ...quiz, name: 'Was changed' })
      .expect(200);
    const renamed = names((await list().expect(200)).body);
    expect(renamed).toContain('Was changed');
    expect(renamed).not.toContain('Will change');

    await t
      .http()
      .post(`/api/admin/quizzes/${quiz.id}/unpublish`)
      .auth(editor, { type: 'bearer' })
      .expect(201);
    expect(names((await list().expect(200)).body)).not.toContain('Was changed');

    await t.http().post(`/api/admin/quizzes/${quiz.id}/publish`).auth(editor, { type: 'bearer' }).expect(201);
    expect(names((await list().expect(200)).body)).toContain('Was changed');
    await t.http().delete(`/api/admin/quizzes/${quiz.id}`).auth(editor, { type: 'bearer' }).expect(200);
    expect(names((await list().expect(200)).body)).not.toContain('Was changed');
  });

  it('drops cached answers when the catalog reloads after another instance wrote', async () => {
    expect(names((await list().expect(200)).body)).toContain('Cached one');
    const catalog = t.app.get(QuizCatalog);
    const one = catalog.published('quiz', FILTER).find((e) => e.summary.name === 'Cached one')!;
    // Another instance renames it: the summary changes in the database, and the catalog reloads.
    const { connection } = catalog as unknown as {
      connection: { db: { collection(n: string): { updateOne(f: object, u: object): Promise<unknown> } } };
    };
    await connection.db
      .collection('quiz_summaries')
      .updateOne({ _id: one.summary._id }, { $set: { name: 'Renamed elsewhere' } });
    await catalog.reload();
    const after = names((await list().expect(200)).body);
    expect(after).toContain('Renamed elsewhere');
    expect(after).not.toContain('Cached one');
  });

  it('keeps one bounded cache however many filter sets clients send, still answering the current list', async () => {
    const catalog = t.app.get(QuizCatalog);
    const etag = (await list().expect(200)).headers.etag as string;
    for (let i = 0; i < 700; i++)
      catalog.published('quiz', { division: 'Abhyudaya', subject: `Subject ${i}` });
    expect(catalog.derivedCount()).toBeLessThanOrEqual(500);
    // The warm answer was pushed out by the newer ones: rebuilt, the same body and tag.
    await list(undefined, { 'If-None-Match': etag }).expect(304);
    await createQuiz(t, editor, { name: 'After many filters', createdAt: daysAgoIso(0) });
    expect(catalog.derivedCount()).toBe(0);
    expect(names((await list().expect(200)).body)).toContain('After many filters');
  });

  it('decides canOpen per learner on the cached list, and changes the ETag when access changes', async () => {
    const { userId, token } = await testToken(t);
    const other = await testToken(t);
    const locked = await list(token).expect(200);
    const premium = locked.body.quizzes.find((q: Item) => q.name === 'Cached two');
    expect(premium).toMatchObject({ canOpen: false, lockReason: 'premium' });
    expect(locked.body.quizzes.find((q: Item) => q.name === 'Cached free')).toMatchObject({
      canOpen: true,
      lockReason: null,
    });
    await list(token, { 'If-None-Match': locked.headers.etag as string }).expect(304);
    // The visitor answer stays without access fields.
    expect((await list().expect(200)).body.quizzes[0]).not.toHaveProperty('canOpen');

    await t.app.get<EventBus>(EVENT_BUS).publish([monthlyActivated('sub_cache', userId)]);
    const opened = await eventually(async () => {
      const res = await list(token, { 'If-None-Match': locked.headers.etag as string }).expect(200);
      expect(res.body.quizzes.find((q: Item) => q.name === 'Cached two')).toMatchObject({
        canOpen: true,
        lockReason: null,
      });
      return res;
    });
    expect(opened.headers.etag).not.toBe(locked.headers.etag);
    // Another learner without the plan still sees it locked.
    const theirs = await list(other.token).expect(200);
    expect(theirs.body.quizzes.find((q: Item) => q.name === 'Cached two')).toMatchObject({
      canOpen: false,
      lockReason: 'premium',
    });
  });

  it('shows a learner a quiz written since their last answer at once, though their repeats reuse it for a second', async () => {
    const { token } = await testToken(t);
    // (the clock held still, so that "right away" holds however slowly the machine answers)
    const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.now());
    let first: Awaited<ReturnType<typeof list>>;
    const decide = jest.spyOn(t.app.get(QuizAccess), 'decide');
    try {
      first = await list(token).expect(200);
      decide.mockClear();
      // A repeat right away is the same answer, its decisions reused rather than made again quiz by quiz
      const again = await list(token).expect(200);
      expect(again.headers.etag).toBe(first.headers.etag);
      await list(token, { 'If-None-Match': first.headers.etag as string }).expect(304);
      expect(decide).not.toHaveBeenCalled();
    } finally {
      decide.mockRestore();
      clock.mockRestore();
    }

    await createQuiz(t, editor, { name: 'Written meanwhile', createdAt: daysAgoIso(0) });
    const next = await list(token, { 'If-None-Match': first.headers.etag as string }).expect(200);
    expect(next.body.quizzes.find((q: Item) => q.name === 'Written meanwhile')).toMatchObject({
      canOpen: false,
      lockReason: 'premium',
    });
  });

  it('sends the gzip form to a client that accepts it, with the same content', async () => {
    const plain = await list().expect(200);
    const zipped = await list(undefined, { 'Accept-Encoding': 'gzip' }).expect(200);
    if (plain.text.length >= 1024) expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body).toEqual(plain.body);
    expect(zipped.headers.etag).toBe(plain.headers.etag);
  });
});

/** getquizpage, the paged list the learner app uses: the same cached answers, per page, and the same invalidation. */
describe('getquizpage: cached pages, ETags and invalidation', () => {
  let t: TestApp;
  let editor: string;
  const PAGE = { division: 'Abhyudaya', search: 'paged', pageSize: 2 };

  beforeAll(async () => {
    t = await startTestApp((c) => CatalogAppModule.forRoot(c));
    ({ editor } = await tokens(t));
    await createQuiz(t, editor, { name: 'Paged premium', createdAt: daysAgoIso(1) });
    await createQuiz(t, editor, { name: 'Paged free', difficulty: 'Free Exploratory Quiz' });
    await createQuiz(t, editor, { name: 'Paged old', createdAt: daysAgoIso(5) });
  });
  afterAll(() => t.close());

  const page = (
    query: Record<string, string | number>,
    token?: string,
    headers: Record<string, string> = {},
  ) => {
    const req = t
      .http()
      .get('/api/quizs/getquizpage')
      .query({ ...PAGE, ...query })
      .set(headers);
    return token ? req.auth(token, { type: 'bearer' }) : req;
  };
  const names = (body: { quizzes: Item[] }) => body.quizzes.map((q) => q.name);

  it('answers a repeat with If-None-Match by 304, for a visitor and for a learner', async () => {
    const first = await page({}).expect(200);
    expect(names(first.body)).toEqual(['Paged free', 'Paged premium']);
    expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2, totalPages: 2 });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.vary).toMatch(/Accept-Encoding/i);
    const again = await page({}, undefined, { 'If-None-Match': etag }).expect(304);
    expect(again.text ?? '').toBe('');
    // Another page, or the same page asked differently, is a different answer.
    const second = await page({ page: 2 }, undefined, { 'If-None-Match': etag }).expect(200);
    expect(names(second.body)).toEqual(['Paged old']);
    expect(second.headers.etag).not.toBe(etag);
    await page({ search: '  PAGED ' }, undefined, { 'If-None-Match': etag }).expect(304);

    const { token } = await testToken(t);
    const mine = await page({}, token).expect(200);
    expect(mine.headers.etag).not.toBe(etag);
    await page({}, token, { 'If-None-Match': mine.headers.etag as string }).expect(304);
  });

  it('shows a renamed or unpublished quiz in the very next answer', async () => {
    const quiz = await createQuiz(t, editor, { name: 'Paged will change', createdAt: daysAgoIso(0) });
    // Warm the cached page, twice, so the next answers would be stale if invalidation failed.
    const warm = await page({}).expect(200);
    expect(names(warm.body)).toEqual(['Paged free', 'Paged will change']);
    expect(names((await page({}).expect(200)).body)).toContain('Paged will change');

    await t
      .http()
      .put(`/api/admin/quizzes/${quiz.id}`)
      .auth(editor, { type: 'bearer' })
      .send({ ...quiz, name: 'Paged was changed' })
      .expect(200);
    const renamed = await page({}, undefined, { 'If-None-Match': warm.headers.etag as string }).expect(200);
    expect(names(renamed.body)).toEqual(['Paged free', 'Paged was changed']);

    await t
      .http()
      .post(`/api/admin/quizzes/${quiz.id}/unpublish`)
      .auth(editor, { type: 'bearer' })
      .expect(201);
    const unpublished = await page({}).expect(200);
    expect(names(unpublished.body)).toEqual(['Paged free', 'Paged premium']);
    expect(unpublished.body.total).toBe(3);
  });

  it('decides canOpen and lockReason per learner for the cards of the cached page', async () => {
    const { userId, token } = await testToken(t);
    const other = await testToken(t);
    const locked = await page({}, token).expect(200);
    expect(locked.body.quizzes).toEqual([
      expect.objectContaining({ name: 'Paged free', canOpen: true, lockReason: null }),
      expect.objectContaining({ name: 'Paged premium', canOpen: false, lockReason: 'premium' }),
    ]);
    expect(locked.body).toMatchObject({ total: 3, page: 1, pageSize: 2, totalPages: 2 });
    // The visitor page stays without access fields.
    expect((await page({}).expect(200)).body.quizzes[0]).not.toHaveProperty('canOpen');

    await t.app.get<EventBus>(EVENT_BUS).publish([monthlyActivated('sub_page_cache', userId)]);
    const opened = await eventually(async () => {
      const res = await page({}, token, { 'If-None-Match': locked.headers.etag as string }).expect(200);
      expect(res.body.quizzes[1]).toMatchObject({ name: 'Paged premium', canOpen: true, lockReason: null });
      return res;
    });
    expect(opened.headers.etag).not.toBe(locked.headers.etag);
    const theirs = await page({}, other.token).expect(200);
    expect(theirs.body.quizzes[1]).toMatchObject({
      name: 'Paged premium',
      canOpen: false,
      lockReason: 'premium',
    });
    expect(theirs.headers.etag).toBe(locked.headers.etag);
  });
});

import { QuizPublished, type EventEnvelope } from '@exam/contracts';
import { startTestApp, type TestApp } from '@exam/testing';
import { CatalogAppModule } from '../src/catalog-app.module';
import { quizBody, recordCatalogEvents, tokens } from './support/catalog-fixtures';

/** The bulk import with an Idempotency-Key: a retried call (after a 503 or a lost answer) imports nothing twice. */
describe('bulk import with an Idempotency-Key', () => {
  let t: TestApp;
  let admin: string;
  let events: EventEnvelope[];
  beforeAll(async () => {
    t = await startTestApp((c) => CatalogAppModule.forRoot(c));
    admin = (await tokens(t)).admin;
    events = await recordCatalogEvents(t, 'test.catalog-bulk-import');
  });
  afterAll(() => t.close());

  const bulk = (quizzes: unknown[], key?: string) => {
    const req = t.http().post('/api/admin/quizzes/bulk').auth(admin, { type: 'bearer' });
    return (key === undefined ? req : req.set('Idempotency-Key', key)).send({ quizzes });
  };
  const countNamed = (name: string) => t.db('catalog').collection('quizzes').countDocuments({ name });
  const catalogVersion = async () =>
    (await t.db('catalog').collection<{ _id: string; v: number }>('catalog_meta').findOne({ _id: 'quizzes' }))
      ?.v;

  it('imports a repeated call once, and says how many it skipped', async () => {
    // Given a call of two quizzes, sent with a key and answered
    const quizzes = [quizBody({ name: 'Keyed Import Polity' }), quizBody({ name: 'Keyed Import Economy' })];
    const first = await bulk(quizzes, 'import-2026-11-29-a').expect(201);
    expect(first.body).toMatchObject({ imported: 2, skipped: 0 });

    // When the same call is sent again with the same key, once the first one's entries are cleared
    await t.settle();
    const versionBefore = await catalogVersion();
    const again = await bulk(quizzes, 'import-2026-11-29-a').expect(201);

    // Then nothing is imported twice, and nothing is published again over the quizzes
    expect(again.body).toEqual({ imported: 0, ids: [], skipped: 2 });
    expect(await countNamed('Keyed Import Polity')).toBe(1);
    expect(await countNamed('Keyed Import Economy')).toBe(1);
    await t.settle();
    const published = events.filter((e) => QuizPublished.is(e) && first.body.ids.includes(e.aggregateId));
    expect(published).toHaveLength(2);
    // (and the catalog's version stays: no replica reloads its catalog for a change that did not happen)
    expect(await catalogVersion()).toBe(versionBefore);
  });

  it('skips a one-quiz call repeated, rather than refusing it as a concurrent edit', async () => {
    const quizzes = [quizBody({ name: 'Keyed Single Set' })];
    await bulk(quizzes, 'import-2026-11-29-c').expect(201);
    await t.settle();
    const again = await bulk(quizzes, 'import-2026-11-29-c').expect(201);
    expect(again.body).toEqual({ imported: 0, ids: [], skipped: 1 });
    expect(await countNamed('Keyed Single Set')).toBe(1);
  });

  it('imports other quizzes sent with a key used before, and repeats without a key as new quizzes', async () => {
    await bulk([quizBody({ name: 'Reused Key Set' })], 'import-2026-11-29-b').expect(201);
    // The same key over other quizzes: they are not taken for the earlier ones
    const other = await bulk([quizBody({ name: 'Reused Key Other Set' })], 'import-2026-11-29-b').expect(201);
    expect(other.body).toMatchObject({ imported: 1, skipped: 0 });
    // Without a key, a call sent twice is two imports (as before: nothing tells a retry from a new call)
    await bulk([quizBody({ name: 'Unkeyed Twice Set' })]).expect(201);
    await bulk([quizBody({ name: 'Unkeyed Twice Set' })]).expect(201);
    expect(await countNamed('Unkeyed Twice Set')).toBe(2);
  });

  it('refuses a key that is too short or holds spaces, importing nothing', async () => {
    for (const key of ['short', 'has a space in it']) {
      const res = await bulk([quizBody({ name: 'Badly Keyed Set' })], key).expect(400);
      expect(res.body.message).toBe('Idempotency-Key must be 8 to 128 visible characters');
    }
    expect(await countNamed('Badly Keyed Set')).toBe(0);
  });
});

import { startTestApp, type TestApp } from '@exam/testing';
import { CatalogAppModule } from '../src/catalog-app.module';
import { question, quizBody, tokens } from './support/catalog-fixtures';

/** Bodies over a megabyte are read one at a time (oneLargeBodyAtATime); two such imports still both land. */
describe('bulk import of large bodies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp((c) => CatalogAppModule.forRoot(c), { BODY_LIMIT: '4mb' });
  });
  afterAll(() => t.close());

  // 100 quizzes of 20 questions: ~1.4 MB, over the megabyte from which bodies wait their turn.
  const batch = (call: number) =>
    Array.from({ length: 100 }, (_, i) => ({
      _id: `c${call}${i.toString(16).padStart(22, '0')}`,
      ...quizBody({ name: `Large import ${call}.${i}` }),
      questions: Array.from({ length: 20 }, (_, n) => question(n + 1)),
    }));

  it('answers two large imports sent at once, stores every quiz, and a repeated call stores no copy', async () => {
    const { admin } = await tokens(t);
    const send = (call: number) =>
      t
        .http()
        .post('/api/admin/quizzes/bulk')
        .auth(admin, { type: 'bearer' })
        .send({ quizzes: batch(call) });
    const stored = () =>
      t
        .db('catalog')
        .collection('quizzes')
        .countDocuments({ name: /^Large import / });
    expect(JSON.stringify({ quizzes: batch(1) }).length).toBeGreaterThan(1024 * 1024);

    const [first, second] = await Promise.all([send(1), send(2)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.imported).toBe(100);
    expect(second.body.imported).toBe(100);
    expect(await stored()).toBe(200);

    // Repeated once its entries have left the change log, the call imports nothing and says so
    await t.settle();
    const again = await send(1).expect(201);
    expect(again.body).toMatchObject({ imported: 0, skipped: 100 });
    expect(await stored()).toBe(200);
  });
});

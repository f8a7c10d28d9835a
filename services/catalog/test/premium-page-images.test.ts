import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EVENT_BUS, type EventBus } from '@exam/messaging';
import { eventually, startTestApp, testToken, type TestApp } from '@exam/testing';
import { CatalogAppModule } from '../src/catalog-app.module';
import { createQuiz, monthlyActivated, tokens } from './support/catalog-fixtures';
import { makePdf } from './support/pdf';

type Page = { url: string };

/** Issue 35, item 5: a premium PDF's page images are served like the PDF; a free one's stay public. */
describe('PDF page images', () => {
  let t: TestApp;
  let dir: string;
  let editor: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'catalog-pages-'));
    t = await startTestApp((c) => CatalogAppModule.forRoot(c), { MEDIA_DIR: dir });
    editor = (await tokens(t)).editor;
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function quizWithPages(category: string) {
    const quiz = await createQuiz(t, editor, { name: `${category} with pages`, difficulty: category });
    const upload = await t
      .http()
      .post('/api/admin/uploads')
      .auth(editor, { type: 'bearer' })
      .field('quizId', quiz.id)
      .field('field', 'quiz_pdf')
      .attach('file', await makePdf(2), 'insights.pdf')
      .expect(201);
    return { id: quiz.id as string, pages: upload.body.pages as Page[] };
  }

  it("refuses a premium quiz's page image without a signature, and serves the signed one access gave", async () => {
    const { id, pages } = await quizWithPages('Premium Quiz');
    const plain = new URL(pages[0].url, 'http://x').pathname;

    // Without a token or signature, the stable public path is refused
    const refused = await t.http().get(plain).expect(403);
    expect(refused.body.message).toBe('This link is not valid.');

    // A subscriber who may open the quiz gets signed, expiring page URLs that serve the image privately
    const { userId, token } = await testToken(t);
    await t.app.get<EventBus>(EVENT_BUS).publish([monthlyActivated('sub_PG1', userId)]);
    const quiz = await eventually(
      async () =>
        (
          await t
            .http()
            .post('/api/quizs/getquizbyid')
            .auth(token, { type: 'bearer' })
            .send({ quizid: id })
            .expect(200)
        ).body,
    );
    const signed = new URL(quiz.quiz_pdf_images[0].url, 'http://x');
    expect(signed.pathname).toBe(plain);
    expect(Number(signed.searchParams.get('expires'))).toBeGreaterThan(Date.now() / 1000);
    const image = await t.http().get(`${signed.pathname}${signed.search}`).expect(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toMatch(/^private/);

    // A signature for another page does not open this one
    const other = new URL(quiz.quiz_pdf_images[1].url, 'http://x');
    await t.http().get(`${plain}${other.search}`).expect(403);
  });

  it("keeps a free quiz's page images public and cacheable, unsigned in its answers", async () => {
    const { id, pages } = await quizWithPages('Free Exploratory Quiz');
    const plain = new URL(pages[0].url, 'http://x').pathname;
    const image = await t.http().get(plain).expect(200);
    // Page images live in a folder of their own random name and are never rewritten
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const demo = await t.http().post('/api/quizs/getDemoQuizbyId').send({ quizid: id }).expect(200);
    expect(demo.body.quiz_pdf_images[0].url).toBe(plain);
  });

  it('signs page images in the console, and stores them unsigned when the record comes back', async () => {
    const { id } = await quizWithPages('Premium Quiz');
    const record = (
      await t.http().get(`/api/admin/quizzes/${id}`).auth(editor, { type: 'bearer' }).expect(200)
    ).body;
    const shown = new URL(record.quiz_pdf_images[0].url, 'http://x');
    await t.http().get(`${shown.pathname}${shown.search}`).expect(200);

    await t.http().put(`/api/admin/quizzes/${id}`).auth(editor, { type: 'bearer' }).send(record).expect(200);
    const stored = await t
      .db('catalog')
      .collection('quizzes')
      .findOne({ name: 'Premium Quiz with pages', _id: { $exists: true } }, { sort: { _id: -1 } });
    expect(stored!.quiz_pdf_images[0].url).not.toContain('sig=');
  });
});

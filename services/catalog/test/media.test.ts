import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { EVENT_BUS, type EventBus } from '@exam/messaging';
import { eventually, startTestApp, testToken, type TestApp } from '@exam/testing';
import { UPLOAD_MAX_BYTES } from '../src/catalog.constants';
import { CatalogAppModule } from '../src/catalog-app.module';
import { mediaSignature } from '../src/media/domain/media-signature';
import { createQuiz, monthlyActivated, tokens } from './support/catalog-fixtures';
import { makePdf } from './support/pdf';

describe('media: uploads, PDF pages, signed URLs and downloads', () => {
  let t: TestApp;
  let dir: string;
  let editor: string;
  let quiz: { id: string; questions: unknown[] };
  let pdfUrl: string;
  let pdf: { bucketName: string; fileName: string };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'catalog-media-'));
    t = await startTestApp((c) => CatalogAppModule.forRoot(c), { MEDIA_DIR: dir, DOWNLOAD_DAILY_LIMIT: '2' });
    editor = (await tokens(t)).editor;
    quiz = await createQuiz(t, editor, { name: 'Quiz with a PDF' });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('renders an uploaded PDF to page images and lists them on the quiz', async () => {
    const res = await t
      .http()
      .post('/api/admin/uploads')
      .auth(editor, { type: 'bearer' })
      .field('quizId', quiz.id)
      .field('field', 'quiz_pdf')
      .attach('file', await makePdf(3), 'analysis.pdf')
      .expect(201);
    expect(res.body.pages).toHaveLength(3);
    expect(res.body.quiz.quiz_pdf_images).toEqual(res.body.pages);
    pdf = res.body.quiz.quiz_pdf;
    expect(pdf).toMatchObject({ bucketName: 'private', storageType: 'local' });
    const page = await t.http().get(res.body.pages[0].url).expect(200);
    expect(page.headers['content-type']).toBe('image/webp');
    expect(page.body.subarray(8, 12).toString()).toBe('WEBP');

    const question = await t
      .http()
      .post('/api/admin/uploads')
      .auth(editor, { type: 'bearer' })
      .field('quizId', quiz.id)
      .field('field', 'question_pdf')
      .field('questionIndex', '1')
      .attach('file', await makePdf(2, 'Question 2'), 'q2.pdf')
      .expect(201);
    expect(question.body.quiz.questions[1].question_pdf_images).toHaveLength(2);

    const bad = await t
      .http()
      .post('/api/admin/uploads')
      .auth(editor, { type: 'bearer' })
      .attach('file', Buffer.from('not a pdf'), 'x.pdf')
      .expect(400);
    expect(bad.body.message).toBe('The file is not a PDF.');
    const locked = await t
      .http()
      .post('/api/admin/uploads')
      .auth(editor, { type: 'bearer' })
      .attach('file', await makePdf(1, 'Locked', { userPassword: 'secret' }), 'locked.pdf')
      .expect(400);
    expect(locked.body.message).toBe('The PDF is password-protected: upload a copy without a password.');
    const huge = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(UPLOAD_MAX_BYTES)]);
    await t
      .http()
      .post('/api/admin/uploads')
      .auth(editor, { type: 'bearer' })
      .attach('file', huge, 'huge.pdf')
      .expect(413);
    await t
      .http()
      .post('/api/admin/uploads')
      .auth(editor, { type: 'bearer' })
      .attach('file', Buffer.from('x'), 'x.exe')
      .expect(400);
  });

  it('stores an uploaded image with its size and WebP copies for srcset, all cached for a year', async () => {
    const png = await sharp({
      create: { width: 1000, height: 560, channels: 3, background: '#7b1e1e' },
    })
      .png()
      .toBuffer();
    const res = await t
      .http()
      .post('/api/admin/uploads')
      .auth(editor, { type: 'bearer' })
      .field('quizId', quiz.id)
      .field('field', 'quiz_image')
      .attach('file', png, 'cover.png')
      .expect(201);
    const image = res.body.quiz.quiz_image;
    expect(image).toMatchObject({ storageType: 'local', width: 1000, height: 560 });
    expect(image.variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 960, 1000]);
    for (const variant of image.variants as { url: string; width: number }[]) {
      const copy = await t.http().get(variant.url).expect(200);
      expect(copy.headers['content-type']).toBe('image/webp');
      expect(copy.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(copy.body as Buffer).metadata()).width).toBe(variant.width);
    }
    const original = await t.http().get(image.url).expect(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // Learners' lists carry the same reference; a file sharp cannot read is kept as it came, without copies.
    const list = await t.http().get('/api/quizs/getfilteredquizs').query({ subject: 'Current Affairs' });
    const listed = (list.body.quizzes as { _id: string; quiz_image: unknown }[]).find(
      (q) => q._id === quiz.id,
    );
    expect(listed?.quiz_image).toEqual(image);
    const odd = await t
      .http()
      .post('/api/admin/uploads')
      .auth(editor, { type: 'bearer' })
      .attach('file', Buffer.from('not really a png'), 'odd.png')
      .expect(201);
    expect(odd.body).not.toHaveProperty('variants');
    expect(odd.body).not.toHaveProperty('width');
  });

  it('signs a private file for whoever may open its quiz; an expired or tampered URL is refused', async () => {
    const { userId, token } = await testToken(t);
    const ask = (tk?: string) => {
      const req = t.http().post('/api/quizs/getSignedUrl').send(pdf);
      return tk ? req.auth(tk, { type: 'bearer' }) : req;
    };
    expect((await ask().expect(403)).body.reason).toBe('premium');
    await t.app.get<EventBus>(EVENT_BUS).publish([monthlyActivated('sub_M1', userId, ['Current Affairs'])]);
    const signed = await eventually(async () => (await ask(token).expect(200)).body.signedUrl as string);
    pdfUrl = signed;
    const file = await t.http().get(signed).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');

    const url = new URL(signed, 'http://x');
    const tampered = `${url.pathname}?expires=${Number(url.searchParams.get('expires')) + 60}&sig=${url.searchParams.get('sig')}`;
    expect((await t.http().get(tampered).expect(403)).body.message).toBe('This link is not valid.');
    const past = Math.floor(Date.now() / 1000) - 5;
    const key = url.pathname.replace('/api/media/private/', '');
    const expired = `${url.pathname}?expires=${past}&sig=${mediaSignature(t.config.secrets.mediaSigning, 'private', key, past)}`;
    expect((await t.http().get(expired).expect(403)).body.message).toBe(
      'This link has expired. Please request a new one.',
    );
    await t.http().get(url.pathname).expect(403);

    expect(
      (await ask(token).send({ bucketName: 'secrets', fileName: 'x' }).expect(400)).body.message,
    ).toMatch(/^Unknown bucket/);
    await t
      .http()
      .post('/api/quizs/getSignedUrl')
      .send({ bucketName: 'private', fileName: '../../etc/passwd' })
      .expect(400);
    await t
      .http()
      .post('/api/quizs/getSignedUrl')
      .send({ bucketName: 'private', fileName: 'pdfs/unknown.pdf' })
      .expect(404);
  });

  it('check-download: allowed when paidfor matches the division and class, 429 past the daily limit', async () => {
    const { token } = await testToken(t);
    const denied = await t
      .http()
      .post('/api/quizs/check-download')
      .auth(token, { type: 'bearer' })
      .send({ url: pdfUrl })
      .expect(403);
    expect(denied.body).toMatchObject({ allowed: false, message: 'Download not allowed.' });
    await t.http().post('/api/quizs/check-download').send({ url: pdfUrl }).expect(401);
    await t
      .http()
      .post('/api/quizs/check-download')
      .auth(token, { type: 'bearer' })
      .send({ url: 'https://example.com/x.pdf' })
      .expect(404);
  });

  it('counts downloads per learner and day', async () => {
    const { userId, token } = await testToken(t);
    await t.app.get<EventBus>(EVENT_BUS).publish([monthlyActivated('sub_M2', userId, ['Current Affairs'])]);
    const check = () =>
      t.http().post('/api/quizs/check-download').auth(token, { type: 'bearer' }).send({ url: pdfUrl });
    const first = await eventually(async () => (await check().expect(200)).body);
    expect(first).toMatchObject({ allowed: true, message: 'Download allowed.' });
    await t.http().get(first.url).expect(200);
    await check().expect(200);
    const limited = await check().expect(429);
    expect(limited.body).toMatchObject({
      statusCode: 429,
      allowed: false,
      message: 'Download limit reached for today.',
    });
  });
});

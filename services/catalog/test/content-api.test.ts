import { QuizPublished, QuizRemoved, QuizSnapshotTaken, QuizUpdated } from '@exam/contracts';
import { eventually, startTestApp, type TestApp } from '@exam/testing';
import { CatalogAppModule } from '../src/catalog-app.module';
import { createQuiz, question, quizBody, recordCatalogEvents, tokens } from './support/catalog-fixtures';

describe('content API for the admin console', () => {
  let t: TestApp;
  let editor: string;
  let learner: string;
  let events: Awaited<ReturnType<typeof recordCatalogEvents>>;
  beforeAll(async () => {
    t = await startTestApp((c) => CatalogAppModule.forRoot(c));
    events = await recordCatalogEvents(t, 'test.content-api');
    const tk = await tokens(t);
    editor = tk.editor;
    learner = tk.learner.token;
  });
  afterAll(() => t.close());

  it('is for editors and admins only: 401 without a token, 403 for a learner', async () => {
    await t.http().get('/api/admin/quizzes').expect(401);
    const res = await t.http().get('/api/admin/quizzes').auth(learner, { type: 'bearer' }).expect(403);
    expect(res.body.message).toBe('You do not have permission to do this.');
    await t.http().post('/api/admin/chapters').auth(learner, { type: 'bearer' }).send({}).expect(403);
  });

  it('creates a bilingual quiz, publishes it with its answer key and marks, and learners then see it', async () => {
    // Given an editor's new quiz with marks
    const created = await t
      .http()
      .post('/api/admin/quizzes')
      .auth(editor, { type: 'bearer' })
      .send(quizBody({ name: 'Bilingual Polity Set', marksPerCorrect: 2, negativeMarks: 0.5 }))
      .expect(201);
    expect(created.body).toMatchObject({
      published: false,
      questionsLength: 2,
      marksPerCorrect: 2,
      negativeMarks: 0.5,
    });
    expect(created.body.questions[0].correct_answer_hindi).toBe('अनुच्छेद 324');
    const list = () =>
      t.http().get('/api/quizs/getfilteredquizs').query({ division: 'Abhyudaya' }).expect(200);
    expect((await list()).body.quizzes.map((q: { name: string }) => q.name)).not.toContain(
      'Bilingual Polity Set',
    );

    // When it is published
    await t
      .http()
      .post(`/api/admin/quizzes/${created.body.id}/publish`)
      .auth(editor, { type: 'bearer' })
      .expect(201);

    // Then learners list it, QuizPublished carries the marks, and only catalog.internal's snapshot the answer key
    expect((await list()).body.quizzes.map((q: { name: string }) => q.name)).toContain(
      'Bilingual Polity Set',
    );
    const published = await eventually(() => {
      const e = events.find((x) => QuizPublished.is(x) && x.aggregateId === created.body.id);
      if (!e || !QuizPublished.is(e)) throw new Error('QuizPublished not seen yet');
      return e;
    });
    expect(published.payload).toMatchObject({
      quizId: created.body.id,
      kind: 'quiz',
      marksPerCorrect: 2,
      negativeMarks: 0.5,
      questionCount: 2,
      difficulty: 'Premium Quiz',
    });
    expect(published.payload).not.toHaveProperty('answerKey');
    const snapshot = await eventually(() => {
      const e = events.find((x) => QuizSnapshotTaken.is(x) && x.aggregateId === created.body.id);
      if (!e || !QuizSnapshotTaken.is(e)) throw new Error('QuizSnapshotTaken not seen yet');
      return e;
    });
    expect(snapshot.payload).toMatchObject({ change: 'published', answerKey: [1, 2], optionCounts: [4, 4] });
    const shown = await t
      .http()
      .get(`/api/admin/quizzes/${created.body.id}`)
      .auth(editor, { type: 'bearer' })
      .expect(200);
    expect(shown.body).toMatchObject({ id: created.body.id, published: true, name: 'Bilingual Polity Set' });
    expect(shown.body.questions[1].options_hindi).toHaveLength(4);
  });

  it('updates, unpublishes and deletes, telling QuizUpdated and QuizRemoved', async () => {
    const quiz = await createQuiz(t, editor, { name: 'Economy Set' });
    const updated = await t
      .http()
      .put(`/api/admin/quizzes/${quiz.id}`)
      .auth(editor, { type: 'bearer' })
      .send({ ...quiz, name: 'Economy Set (revised)', questions: [...quiz.questions, question(3)] })
      .expect(200);
    expect(updated.body).toMatchObject({ name: 'Economy Set (revised)', questionsLength: 3, rev: 3 });
    await t
      .http()
      .post(`/api/admin/quizzes/${quiz.id}/unpublish`)
      .auth(editor, { type: 'bearer' })
      .expect(201);
    await t.http().delete(`/api/admin/quizzes/${quiz.id}`).auth(editor, { type: 'bearer' }).expect(200);
    await t.http().get(`/api/admin/quizzes/${quiz.id}`).auth(editor, { type: 'bearer' }).expect(404);
    await eventually(() => {
      const mine = [
        ...new Map(events.filter((e) => e.aggregateId === quiz.id).map((e) => [e.eventId, e])).values(),
      ];
      const analysts = mine.filter((e) => !QuizSnapshotTaken.is(e));
      expect(analysts.map((e) => e.type)).toEqual(['QuizPublished', 'QuizUpdated', 'QuizRemoved']);
      const snapshots = mine.filter((e) => QuizSnapshotTaken.is(e)).map((e) => e.payload);
      expect(snapshots).toMatchObject([
        { change: 'published', removedReason: null },
        { change: 'updated', answerKey: [1, 2, 1], removedReason: null },
        { change: 'removed', removedReason: 'unpublished' },
      ]);
      expect(QuizUpdated.is(analysts[1]) && analysts[1].payload.questionCount).toBe(3);
      const removed = analysts[2];
      expect(QuizRemoved.is(removed) && removed.payload.reason).toBe('unpublished');
    });
  });

  it('says which field of which question is wrong', async () => {
    const bad = async (body: Record<string, unknown>) =>
      (await t.http().post('/api/admin/quizzes').auth(editor, { type: 'bearer' }).send(body).expect(400)).body
        .message;
    const qs = [question(1), question(2), question(3, { correct_answer: 'Article 999' })];
    expect(await bad(quizBody({ questions: qs }))).toBe(
      'Question 3: correct_answer must be one of the options',
    );
    expect(await bad(quizBody({ questions: [question(1, { options_hindi: ['एक', 'दो'] })] }))).toBe(
      'Question 1: options_hindi must have as many entries as options (4)',
    );
    expect(await bad(quizBody({ name: '' }))).toBe('name is required');
    expect(await bad(quizBody({ division: 'Elsewhere' }))).toMatch(/^division must be one of/);
    expect(await bad(quizBody({ questions: 'none' }))).toBe('questions must be a list');
    const id = (await createQuiz(t, editor, { questions: [] }, { publish: false })).id;
    const res = await t
      .http()
      .post(`/api/admin/quizzes/${id}/publish`)
      .auth(editor, { type: 'bearer' })
      .expect(400);
    expect(res.body.message).toBe('A published quiz needs at least one question');
    await t.http().get('/api/admin/quizzes/not-an-id').auth(editor, { type: 'bearer' }).expect(400);
    await t
      .http()
      .get('/api/admin/quizzes/6650c0ffee0000000000a001')
      .auth(editor, { type: 'bearer' })
      .expect(404);
  });

  it('lists with range, sort and filters in react-admin simple REST, with Content-Range and X-Total-Count', async () => {
    for (const [i, subject] of ['Mock Tests', 'Mock Tests', 'NCERT - AEP'].entries())
      await createQuiz(t, editor, {
        name: `Listed ${i} zeta`,
        subject,
        chapter: i === 2 ? 'Our Environment' : '',
      });
    const res = await t
      .http()
      .get('/api/admin/quizzes')
      .query({
        range: '[0,0]',
        sort: '["name","ASC"]',
        filter: JSON.stringify({ subject: 'Mock Tests', q: 'zeta' }),
      })
      .auth(editor, { type: 'bearer' })
      .expect(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.headers['content-range']).toBe('quizzes 0-0/2');
    expect(res.body.map((r: { name: string }) => r.name)).toEqual(['Listed 0 zeta']);
    expect(res.body[0]).not.toHaveProperty('questions');
    const month = new Date().toISOString().slice(0, 7);
    const byChapter = await t
      .http()
      .get('/api/admin/quizzes')
      .query({ filter: JSON.stringify({ chapter: 'Our Environment', month, category: 'Premium Quiz' }) })
      .auth(editor, { type: 'bearer' })
      .expect(200);
    expect(byChapter.body.map((r: { name: string }) => r.name)).toEqual(['Listed 2 zeta']);
    await t
      .http()
      .get('/api/admin/quizzes')
      .query({ sort: '["secret","ASC"]' })
      .auth(editor, { type: 'bearer' })
      .expect(400);
  });

  it('keeps Kye Bye quizzes in their own resource and call', async () => {
    const kb = await createQuiz(
      t,
      editor,
      { name: 'Kye Bye Starter', division: 'Abhyudaya', difficulty: 'Free Exploratory Quiz' },
      { resource: 'kyebye-quizzes' },
    );
    expect(kb.division).toBe('Kye Bye');
    await t.http().get(`/api/admin/quizzes/${kb.id}`).auth(editor, { type: 'bearer' }).expect(404);
    const served = await t
      .http()
      .post('/api/KyebyeQuiz/getKyebyeQuizById')
      .auth(learner, { type: 'bearer' })
      .send({ quizid: kb.id })
      .expect(200);
    expect(served.body).toMatchObject({ name: 'Kye Bye Starter', questionsLength: 2 });
    await t
      .http()
      .post('/api/quizs/getquizbyid')
      .auth(learner, { type: 'bearer' })
      .send({ quizid: kb.id })
      .expect(404);
  });

  it('manages chapters, which fetchchaptersfilter lists', async () => {
    const made = await t
      .http()
      .post('/api/admin/chapters')
      .auth(editor, { type: 'bearer' })
      .send({ chapter: 'Federalism', subject: 'NCERT - AEP', division: 'Abhyudaya', order: 7 })
      .expect(201);
    const res = await t
      .http()
      .get('/api/chapters/fetchchaptersfilter')
      .query({ division: 'Abhyudaya', subject: 'NCERT - AEP', classs: 'Already passed 12th' })
      .expect(200);
    expect(res.body).toEqual([{ _id: made.body.id, chapter: 'Federalism' }]);
    await t
      .http()
      .put(`/api/admin/chapters/${made.body.id}`)
      .auth(editor, { type: 'bearer' })
      .send({ chapter: 'Federalism in India', subject: 'NCERT - AEP', division: 'Abhyudaya' })
      .expect(200);
    const list = await t.http().get('/api/admin/chapters').auth(editor, { type: 'bearer' }).expect(200);
    expect(list.headers['x-total-count']).toBe('1');
    await t.http().delete(`/api/admin/chapters/${made.body.id}`).auth(editor, { type: 'bearer' }).expect(200);
    expect(
      (await t.http().get('/api/chapters/fetchchaptersfilter').query({ division: 'Abhyudaya' })).body,
    ).toEqual([]);
    // a deleted chapter is gone (404), and a malformed id is refused (400), for show, update and delete
    const asEditor = (r: ReturnType<ReturnType<typeof t.http>['get']>) => r.auth(editor, { type: 'bearer' });
    const gone = await asEditor(t.http().get(`/api/admin/chapters/${made.body.id}`));
    expect(gone.body).toMatchObject({ statusCode: 404, message: 'Chapter not found' });
    const again = await asEditor(t.http().delete(`/api/admin/chapters/${made.body.id}`));
    expect(again.status).toBe(404);
    const bad = await asEditor(t.http().put('/api/admin/chapters/nope')).send({
      chapter: 'Federalism',
      subject: 'NCERT - AEP',
      division: 'Abhyudaya',
    });
    expect(bad.body).toMatchObject({ statusCode: 400, message: 'Invalid chapter id' });
  });
});

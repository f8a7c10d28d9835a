import { QuizRescored } from '@exam/contracts';
import { EVENT_BUS, type EventBus } from '@exam/messaging';
import { eventually, startTestApp, type TestApp } from '@exam/testing';
import { CatalogAppModule } from '../src/catalog-app.module';
import { createQuiz, question, quizBody, tokens } from './support/catalog-fixtures';

const row = (n: number, over: Record<string, unknown> = {}) => ({
  question: `Imported question ${n}?`,
  question_in_hindi: `आयातित प्रश्न ${n}?`,
  option_1: 'Yes',
  option_2: 'No',
  option_hindi_1: 'हाँ',
  option_hindi_2: 'नहीं',
  correct_answer: '1',
  ...over,
});

describe('admin console calls: stale writes, Hindi gaps, question import', () => {
  let t: TestApp;
  let editor: string;
  let learner: string;
  beforeAll(async () => {
    t = await startTestApp((c) => CatalogAppModule.forRoot(c));
    const tk = await tokens(t);
    editor = tk.editor;
    learner = tk.learner.token;
  });
  afterAll(() => t.close());
  const put = (id: string, body: object) =>
    t.http().put(`/api/admin/quizzes/${id}`).auth(editor, { type: 'bearer' }).send(body);
  const importRows = (body: object, token = editor) =>
    t.http().post('/api/admin/quizzes/import').auth(token, { type: 'bearer' }).send(body);

  it('refuses a save made on a stale copy with 409 and a clear message; a fresh copy saves', async () => {
    // Given two editors who opened the same quiz at revision r
    const quiz = await createQuiz(t, editor, { name: 'Stale write' }, { publish: false });
    // When the first saves, then the second saves the copy they opened
    const first = await put(quiz.id, { ...quiz, name: 'First editor' }).expect(200);
    expect(first.body.rev).toBe(quiz.rev + 1);
    const stale = await put(quiz.id, { ...quiz, name: 'Second editor' }).expect(409);
    // Then the second is refused, told why, and the first's change stands
    expect(stale.body.message).toContain('Someone else saved this quiz after you opened it');
    const now = await t.http().get(`/api/admin/quizzes/${quiz.id}`).auth(editor, { type: 'bearer' });
    expect(now.body.name).toBe('First editor');
    await put(quiz.id, { ...now.body, name: 'Second editor' }).expect(200);
  });

  it('filters quizzes with questions lacking Hindi', async () => {
    const gap = await createQuiz(t, editor, {
      name: 'Hindi gap quiz',
      questions: [question(1), question(2, { question_in_hindi: '', options_hindi: [] })],
    });
    const list = await t
      .http()
      .get('/api/admin/quizzes')
      .query({ filter: JSON.stringify({ hindiMissing: true }), range: '[0,99]' })
      .auth(editor, { type: 'bearer' })
      .expect(200);
    expect(list.body.map((q: { id: string }) => q.id)).toEqual([gap.id]);
    expect(list.body[0].hindiGaps).toBe(1);
  });

  it('a dry run lists every bad row and writes nothing; a real import with a bad row is refused whole', async () => {
    const quiz = await createQuiz(
      t,
      editor,
      { name: 'Import target', questions: [question(1)] },
      { publish: false },
    );
    const rows = [row(1), row(2, { correct_answer: 'Maybe' }), row(3, { option_hindi_2: '' }), row(1)];
    const dry = await importRows({ quizId: quiz.id, rows, dryRun: true }).expect(200);
    expect(dry.body).toMatchObject({ dryRun: true, rows: 4, valid: 1 });
    expect(dry.body.problems).toEqual([
      { row: 3, reasons: ['correct answer "Maybe" is not among the options'] },
      { row: 4, reasons: ['Hindi has 1 options, English 2'] },
      { row: 5, reasons: ['duplicate question: same as row 2'] },
    ]);
    const refused = await importRows({ quizId: quiz.id, rows }).expect(422);
    expect(refused.body.message).toBe('Nothing was imported: 3 rows have problems.');
    const after = await t.http().get(`/api/admin/quizzes/${quiz.id}`).auth(editor, { type: 'bearer' });
    expect(after.body.questionsLength).toBe(1);
    expect(after.body.rev).toBe(quiz.rev);
  });

  it('imports good rows into an existing quiz, or into a new unpublished one', async () => {
    const quiz = await createQuiz(
      t,
      editor,
      { name: 'Import append', questions: [question(1)] },
      { publish: false },
    );
    const done = await importRows({ quizId: quiz.id, rows: [row(1), row(2)] }).expect(200);
    expect(done.body).toMatchObject({ imported: 2, quiz: { questionsLength: 3 } });
    expect(done.body.quiz.questions[1]).toMatchObject({ correct_answer: 'Yes', correct_answer_hindi: 'हाँ' });

    const { questions: _q, ...fields } = quizBody({ name: 'Imported new quiz' });
    const made = await importRows({ quiz: fields, rows: [row(1)] }).expect(200);
    expect(made.body.quiz).toMatchObject({ name: 'Imported new quiz', published: false, questionsLength: 1 });
  });

  it("keeps a quiz's history: who changed what and when, an answer-key correction named", async () => {
    const quiz = await createQuiz(t, editor, { name: 'History quiz' });
    const corrected = quiz.questions.map((q: Record<string, unknown>, i: number) =>
      i === 0 ? { ...q, correct_answer: 'Article 280', correct_answer_hindi: 'अनुच्छेद 280' } : q,
    );
    await put(quiz.id, { questions: corrected, rev: quiz.rev }).expect(200);
    const res = await t
      .http()
      .get(`/api/admin/quizzes/${quiz.id}/history`)
      .auth(editor, { type: 'bearer' })
      .expect(200);
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.body.map((h: { rev: number; changes: string[] }) => [h.rev, h.changes])).toEqual([
      [3, ['answer key of question 1: "Article 324" → "Article 280"']],
      [2, ['published']],
      [1, ['created as a draft']],
    ]);
    expect(res.body[0].actorId).toEqual(expect.any(String));
    expect(Date.parse(res.body[0].at)).not.toBeNaN();
  });

  it("shows in the quiz's history how many results a key correction re-scored and changed", async () => {
    // Given a published quiz whose answer key an editor corrected
    const quiz = await createQuiz(t, editor, { name: 'Rescored quiz' });
    const corrected = quiz.questions.map((q: Record<string, unknown>, i: number) =>
      i === 0 ? { ...q, correct_answer: 'Article 280', correct_answer_hindi: 'अनुच्छेद 280' } : q,
    );
    await put(quiz.id, { questions: corrected, rev: quiz.rev }).expect(200);
    // When attempts tells it re-scored three results, two of whose scores moved (twice: a redelivery)
    const event = QuizRescored.create(
      quiz.id,
      {
        quizId: quiz.id,
        quizName: 'Rescored quiz',
        completionsRescored: 3,
        scoresChanged: 2,
        rescoredAt: new Date().toISOString(),
      },
      { actorId: 'editor-1' },
    );
    const bus = t.app.get<EventBus>(EVENT_BUS);
    await bus.publish([event]);
    await bus.publish([event]);
    // Then the editor sees it first in the quiz's history, once
    const history = () =>
      t.http().get(`/api/admin/quizzes/${quiz.id}/history`).auth(editor, { type: 'bearer' }).expect(200);
    const res = await eventually(async () => {
      const r = await history();
      expect(r.body[0].changes).toEqual(['Answer key correction re-scored 3 results (2 scores changed)']);
      return r;
    });
    expect(res.headers['x-total-count']).toBe('4');
    expect(res.body.map((h: { rev: number }) => h.rev)).toEqual([3, 3, 2, 1]);
    expect(res.body[1].changes).toEqual(['answer key of question 1: "Article 324" → "Article 280"']);
    expect(res.body[0]).toMatchObject({ actorId: 'editor-1', kind: 'rescored' });
  });

  it('is for editors and admins only', async () => {
    await importRows({ quiz: {}, rows: [row(1)] }, learner).expect(403);
  });
});

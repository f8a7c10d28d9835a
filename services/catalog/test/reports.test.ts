import { ReportedKeyCorrected, type EventEnvelope } from '@exam/contracts';
import { eventually, startTestApp, testToken, type TestApp } from '@exam/testing';
import { CatalogAppModule } from '../src/catalog-app.module';
import { createQuiz, question, recordCatalogEvents, tokens } from './support/catalog-fixtures';

type Learner = { token: string; userId: string };
const FREE = { difficulty: 'Free Exploratory Quiz' };

describe('learner reports: deduplicated, throttled, resolved, told (issue 33)', () => {
  let t: TestApp;
  let editor: string;
  let events: EventEnvelope[];
  beforeAll(async () => {
    t = await startTestApp((c) => CatalogAppModule.forRoot(c), { REPORTS_PER_10_MINUTES: '4' });
    editor = (await tokens(t)).editor;
    events = await recordCatalogEvents(t, 'test.report-events');
  });
  afterAll(() => t.close());

  const learner = () => testToken(t);
  const report = (who: Learner, body: Record<string, unknown>) =>
    t.http().post('/api/reports').auth(who.token, { type: 'bearer' }).send(body);
  const mine = async (who: Learner) =>
    (await t.http().get('/api/reports/mine').auth(who.token, { type: 'bearer' }).expect(200)).body;
  const queue = async (filter: Record<string, unknown>) =>
    (
      await t
        .http()
        .get('/api/admin/reports')
        .query({ filter: JSON.stringify(filter), range: '[0,49]' })
        .auth(editor, { type: 'bearer' })
        .expect(200)
    ).body;
  const resolve = (id: string, action: 'accept' | 'reject', reply?: string) =>
    t
      .http()
      .post(`/api/admin/reports/${encodeURIComponent(id)}/${action}`)
      .auth(editor, { type: 'bearer' })
      .send(reply === undefined ? {} : { reply });

  it('keeps one open report per learner, question and reason, and queues the most reported first', async () => {
    // Given a free quiz of three questions and three learners
    const quiz = await createQuiz(t, editor, {
      ...FREE,
      name: 'Reported quiz',
      questions: [1, 2, 3].map((n) => question(n)),
    });
    const [asha, ravi, meena] = [await learner(), await learner(), await learner()];

    // When Asha reports question 2's translation, twice, and then its key
    const first = await report(asha, {
      quizId: quiz.id,
      questionIndex: 1,
      reason: 'translation-mismatch',
      comment: '  The Hindi says 148, the English 324.  ',
    }).expect(201);
    expect(first.body).toMatchObject({
      quizName: 'Reported quiz',
      questionNumber: 2,
      reason: 'translation-mismatch',
      comment: 'The Hindi says 148, the English 324.',
      status: 'open',
      reply: '',
    });
    const again = await report(asha, {
      quizId: quiz.id,
      questionIndex: 1,
      reason: 'translation-mismatch',
    }).expect(409);
    expect(again.body.message).toBe(
      'You have already reported this problem with this question. We will let you know when it is reviewed.',
    );
    await report(asha, { quizId: quiz.id, questionIndex: 1, reason: 'wrong-answer-key' }).expect(201);
    // and Ravi and Meena report the same translation, Ravi also question 3's typo
    await report(ravi, { quizId: quiz.id, questionIndex: 1, reason: 'translation-mismatch' }).expect(201);
    await report(meena, { quizId: quiz.id, questionIndex: 1, reason: 'translation-mismatch' }).expect(201);
    await report(ravi, { quizId: quiz.id, questionIndex: 2, reason: 'typo-or-formatting' }).expect(201);
    await t.settle();

    // Then the queue lists three open rows, the translation of question 2 first with three learners (ties:
    // the latest reported first)
    const rows = await queue({ quizId: quiz.id, status: 'open' });
    expect(
      rows.map((r: { questionNumber: number; reason: string; count: number }) => [
        r.questionNumber,
        r.reason,
        r.count,
      ]),
    ).toEqual([
      [2, 'translation-mismatch', 3],
      [3, 'typo-or-formatting', 1],
      [2, 'wrong-answer-key', 1],
    ]);
    expect(await queue({ quizId: quiz.id, reason: 'typo-or-formatting' })).toHaveLength(1);
    // and its row shows the question in both languages with its key, and each learner's comment
    const row = (
      await t
        .http()
        .get(`/api/admin/reports/${encodeURIComponent(rows[0].id)}`)
        .auth(editor, { type: 'bearer' })
        .expect(200)
    ).body;
    expect(row.question).toMatchObject({
      question: expect.stringContaining('(2)'),
      question_in_hindi: expect.stringContaining('(2)'),
      correct_answer: 'Article 324',
      options_hindi: expect.arrayContaining(['अनुच्छेद 324']),
    });
    expect(row.reports).toHaveLength(3);
    expect(row.reports.map((r: { comment: string }) => r.comment)).toContain(
      'The Hindi says 148, the English 324.',
    );
    // and Asha's 'My reports' lists her two open reports, newest first
    expect((await mine(asha)).map((r: { reason: string; status: string }) => [r.reason, r.status])).toEqual([
      ['wrong-answer-key', 'open'],
      ['translation-mismatch', 'open'],
    ]);
    // and a learner may not see the queue
    await t.http().get('/api/admin/reports').auth(asha.token, { type: 'bearer' }).expect(403);
  });

  it('refuses bad input with clear messages, never a 500', async () => {
    const quiz = await createQuiz(t, editor, { ...FREE, name: 'Validated quiz' });
    const premium = await createQuiz(t, editor, { name: 'Premium reported quiz' });
    const who = await learner();
    const base = { quizId: quiz.id, questionIndex: 0, reason: 'other' };
    expect((await report(who, { ...base, comment: 'x'.repeat(501) }).expect(400)).body.message).toBe(
      'comment must be at most 500 characters',
    );
    expect((await report(who, { ...base, reason: 'boring' }).expect(400)).body.message).toContain(
      'reason must be one of',
    );
    expect((await report(who, { ...base, questionIndex: 2 }).expect(404)).body.message).toBe(
      'Question not found',
    );
    expect(
      (await report(who, { ...base, quizId: '6650f1c2a9b3c4d5e6f70812' }).expect(404)).body.message,
    ).toBe('Quiz not found');
    expect((await report(who, { ...base, quizId: 'nope' }).expect(400)).body.message).toBe('Invalid quiz id');
    expect((await report(who, { ...base, quizId: premium.id }).expect(403)).body.reason).toBe('premium');
    await t.http().post('/api/reports').send(base).expect(401);
    // A comment of exactly 500 characters is accepted.
    await report(who, { ...base, comment: 'y'.repeat(500) }).expect(201);
  });

  it('throttles a burst with 429 in the spec style, per learner', async () => {
    const quiz = await createQuiz(t, editor, {
      ...FREE,
      name: 'Burst quiz',
      questions: [1, 2, 3, 4, 5].map((n) => question(n)),
    });
    const who = await learner();
    for (let i = 0; i < 4; i++)
      await report(who, { quizId: quiz.id, questionIndex: i, reason: 'other' }).expect(201);
    const fifth = await report(who, { quizId: quiz.id, questionIndex: 4, reason: 'other' }).expect(429);
    expect(fifth.body.message).toBe('Report limit reached. Please try again in a few minutes.');
    // another learner is not held back
    await report(await learner(), { quizId: quiz.id, questionIndex: 4, reason: 'other' }).expect(201);
  });

  it('rejects with a reply every reporter reads; the learner may report again afterwards', async () => {
    const quiz = await createQuiz(t, editor, { ...FREE, name: 'Rejected quiz' });
    const [asha, ravi] = [await learner(), await learner()];
    for (const who of [asha, ravi])
      await report(who, { quizId: quiz.id, questionIndex: 0, reason: 'translation-mismatch' }).expect(201);
    await t.settle();
    const [open] = await queue({ quizId: quiz.id, status: 'open' });

    expect((await resolve(open.id, 'reject').expect(400)).body.message).toBe(
      'Please write a reply: the learners who reported it will read it.',
    );
    const reply = 'अनुच्छेद 324 is Article 324: the translation matches.';
    expect((await resolve(open.id, 'reject', reply).expect(200)).body).toMatchObject({
      resolved: 2,
      status: 'rejected',
    });
    expect((await resolve(open.id, 'reject', reply).expect(409)).body.message).toContain(
      'already been resolved',
    );
    await t.settle();

    for (const who of [asha, ravi])
      expect((await mine(who))[0]).toMatchObject({
        status: 'rejected',
        reply,
        resolvedAt: expect.any(String),
      });
    expect(await queue({ quizId: quiz.id, status: 'open' })).toEqual([]);
    expect(await queue({ quizId: quiz.id, status: 'rejected' })).toMatchObject([{ count: 2, reply }]);

    // Asha reports it again: a new open report beside the rejected one
    await report(asha, { quizId: quiz.id, questionIndex: 0, reason: 'translation-mismatch' }).expect(201);
    await t.settle();
    expect((await mine(asha)).map((r: { status: string }) => r.status)).toEqual(['open', 'rejected']);
  });

  it('accepting a wrong key and saving the corrected key tells every reporter once', async () => {
    const quiz = await createQuiz(t, editor, { ...FREE, name: 'Wrong key quiz' });
    const [asha, ravi] = [await learner(), await learner()];
    for (const who of [asha, ravi])
      await report(who, { quizId: quiz.id, questionIndex: 0, reason: 'wrong-answer-key' }).expect(201);
    await t.settle();
    const [open] = await queue({ quizId: quiz.id, status: 'open' });
    const accepted = await resolve(open.id, 'accept', 'Thank you: the key is being corrected.').expect(200);
    expect(accepted.body).toMatchObject({ resolved: 2, quizId: quiz.id, kind: 'quiz', questionIndex: 0 });

    // The editor corrects question 1's key in the quiz's editor (the existing correction)
    const current = (await t.http().get(`/api/admin/quizzes/${quiz.id}`).auth(editor, { type: 'bearer' }))
      .body;
    const corrected = current.questions.map((q: Record<string, unknown>, i: number) =>
      i === 0 ? { ...q, correct_answer: 'Article 280', correct_answer_hindi: 'अनुच्छेद 280' } : q,
    );
    const saved = await t
      .http()
      .put(`/api/admin/quizzes/${quiz.id}`)
      .auth(editor, { type: 'bearer' })
      .send({ questions: corrected, rev: current.rev })
      .expect(200);
    const told = () =>
      events.filter(
        (e) => ReportedKeyCorrected.is(e) && (e.payload as { quizId: string }).quizId === quiz.id,
      );
    await eventually(() => expect(told()).toHaveLength(2));
    await t.settle();
    for (const who of [asha, ravi])
      expect((await mine(who))[0]).toMatchObject({ status: 'accepted', keyCorrectedAt: expect.any(String) });
    expect((await queue({ quizId: quiz.id, status: 'accepted' }))[0]).toMatchObject({
      count: 2,
      keyCorrectedAt: expect.any(String),
    });

    // A later save, the key unchanged, tells no one again
    await t
      .http()
      .put(`/api/admin/quizzes/${quiz.id}`)
      .auth(editor, { type: 'bearer' })
      .send({ name: 'Wrong key quiz (fixed)', rev: saved.body.rev })
      .expect(200);
    await t.settle();
    expect(told()).toHaveLength(2);
  });

  it('accepting a wrong-key report after the key was corrected tells its reporter at once', async () => {
    const quiz = await createQuiz(t, editor, { ...FREE, name: 'Corrected first quiz' });
    const meena = await learner();
    await report(meena, { quizId: quiz.id, questionIndex: 1, reason: 'wrong-answer-key' }).expect(201);
    // The editor corrects question 2's key before looking at the queue
    const current = (await t.http().get(`/api/admin/quizzes/${quiz.id}`).auth(editor, { type: 'bearer' }))
      .body;
    const corrected = current.questions.map((q: Record<string, unknown>, i: number) =>
      i === 1 ? { ...q, correct_answer: 'Article 324', correct_answer_hindi: 'अनुच्छेद 324' } : q,
    );
    await t
      .http()
      .put(`/api/admin/quizzes/${quiz.id}`)
      .auth(editor, { type: 'bearer' })
      .send({ questions: corrected, rev: current.rev })
      .expect(200);
    await t.settle();
    // An open report is not told: the editor has not answered it yet
    expect(
      events.filter(
        (e) => ReportedKeyCorrected.is(e) && (e.payload as { quizId: string }).quizId === quiz.id,
      ),
    ).toEqual([]);
    const [open] = await queue({ quizId: quiz.id, status: 'open' });
    await resolve(open.id, 'accept').expect(200);
    await t.settle();
    expect((await mine(meena))[0]).toMatchObject({
      status: 'accepted',
      reply: '',
      keyCorrectedAt: expect.any(String),
    });
  });

  it('rebuilds the queue from the events to the same read model', async () => {
    await t.settle();
    const snapshot = async () => ({
      queue: (await t.db('catalog').collection('report_queue').find({}).sort({ _id: 1 }).toArray()).map(
        (r) => ({
          ...r,
          reportIds: [...(r.reportIds as string[])].sort(),
        }),
      ),
      reports: await t.db('catalog').collection('learner_reports').find({}).sort({ _id: 1 }).toArray(),
    });
    const live = await snapshot();
    expect(live.queue.length).toBeGreaterThan(3);
    // (The queue's counting is the delicate one; on Kafka each rebuild costs a consumer-group rejoin, ~10 s.)
    await t.runtime.rebuild('catalog.report-queue');
    expect(await snapshot()).toEqual(live);
  });
});

import { randomUUID } from 'node:crypto';
import { MistakeRecorded } from '@exam/contracts';
import { EVENT_BUS, type EventBus } from '@exam/messaging';
import { eventually, startTestApp, testToken, type TestApp } from '@exam/testing';
import { AttemptsAppModule } from '../src/attempts-app.module';
import { NotebookProjector } from '../src/notebook/projections/notebook.projector';
import { fieldKey, progressKey } from '../src/shared/persistence/keys';
import { completion, publishQuiz, snapshotTaken } from './support/attempts-fixtures';

type Learner = { token: string; userId: string };
type Entry = {
  quizId: string;
  index: number;
  reason: string;
  dueToday: boolean;
  option: number | null;
  confidence: string | null;
};

describe('the learning loop: notebook, spaced practice, bookmarks, topics and the what-if (issue 32)', () => {
  let t: TestApp;
  let asha: Learner;
  beforeAll(async () => {
    t = await startTestApp((c) => AttemptsAppModule.forRoot(c));
    asha = await testToken(t);
  });
  afterAll(() => t.close());

  const get = (path: string, who = asha) => t.http().get(`/api${path}`).auth(who.token, { type: 'bearer' });
  const post = (path: string, body: object, who = asha) =>
    t.http().post(`/api${path}`).auth(who.token, { type: 'bearer' }).send(body);
  const del = (path: string, who = asha) =>
    t.http().delete(`/api${path}`).auth(who.token, { type: 'bearer' });
  const mistakes = async (query = '') => (await get(`/learning/mistakes${query}`).expect(200)).body;
  const indices = async (query = '') => ((await mistakes(query)).entries as Entry[]).map((e) => e.index);

  // 2 marks right, 0.5 off wrong; Asha: right (sure), wrong (sure), right (guess), wrong (50-50), unanswered.
  const tagged = () => [
    { option: 0, confidence: 'sure' },
    { option: 2, confidence: 'sure' },
    { option: 2, confidence: 'guess' },
    { option: 0, confidence: 'fifty' },
    { option: null },
  ];

  it('scores the tagged answers, and the result tells accuracy per tag, disagreements and the what-if', async () => {
    const quiz = await publishQuiz(t, { answerKey: [0, 1, 2, 3, 0], subject: 'History', chapter: 'Mughals' });
    const body = { ...completion(quiz, asha.userId, []), answers: tagged() };
    expect((await post('/users/completequiz', body).expect(200)).body).toMatchObject({ score: 3 });
    const insights = (await get(`/attempts/insights/${body.attemptId}`).expect(200)).body;
    expect(insights.byTag).toEqual({
      sure: { answered: 2, right: 1 },
      fifty: { answered: 1, right: 0 },
      guess: { answered: 1, right: 1 },
    });
    expect(insights.disagreements).toEqual([
      { index: 1, kind: 'sureButWrong' },
      { index: 2, kind: 'guessedRight' },
    ]);
    expect(insights.whatIf).toMatchObject({
      actual: 3,
      underPenalty: { none: 4, quarter: 3, third: 2.6667, half: 2 },
      skippingGuesses: 1,
      guessingGain: 2,
      skippingFifties: 3.5,
      fiftyGain: -0.5,
    });
    // another learner cannot read it; a bad tag is refused with a clear message
    await get(`/attempts/insights/${body.attemptId}`, await testToken(t)).expect(404);
    const bad = { ...completion(quiz, asha.userId, []), answers: [{ option: 0, confidence: 'maybe' }] };
    expect((await post('/users/completequiz', bad).expect(400)).body.message).toContain('confidence');

    // the completion feeds the notebook (wrong answers and the right guess) and the topic analysis
    await t.settle();
    await eventually(async () => expect(await indices()).toEqual([1, 2, 3]));
    const page = await mistakes();
    expect(page.groups).toEqual([{ subject: 'History', chapter: 'Mughals', count: 3, due: 3 }]);
    expect(page.entries.map((e: Entry) => [e.reason, e.option, e.confidence])).toEqual([
      ['wrong', 2, 'sure'],
      ['guess', 2, 'guess'],
      ['wrong', 0, 'fifty'],
    ]);
    expect((await get('/learning/summary').expect(200)).body).toMatchObject({
      total: 3,
      dueToday: 3,
      streak: 0,
    });
    const topics = (await get('/learning/topics').expect(200)).body;
    expect(topics.windows[0].chapters).toEqual([
      expect.objectContaining({ subject: 'History', chapter: 'Mughals', seen: 5, accuracy: 50 }),
    ]);

    // practice: a right answer pushes question 2 out by days, a wrong one brings question 4 back tomorrow
    expect(
      (await post('/learning/reviews', { quizId: quiz.quizId, index: 1, option: 1 }).expect(200)).body,
    ).toEqual({
      right: true,
      correctOption: 1,
    });
    await post('/learning/reviews', { quizId: quiz.quizId, index: 3, option: 1 }).expect(200);
    await post('/learning/reviews', { quizId: quiz.quizId, index: 9, option: 1 }).expect(400);
    await t.settle();
    await eventually(async () =>
      expect((await get('/learning/summary').expect(200)).body).toMatchObject({ dueToday: 1, streak: 1 }),
    );
    expect(await indices('?due=today')).toEqual([2]);
    const practice = (await get('/learning/practice').expect(200)).body.entries as Entry[];
    expect(practice.map((e) => e.index)).toEqual([2]);

    // an unanswered question enters only when added by hand
    await post('/learning/mistakes', { quizId: quiz.quizId, index: 4 }).expect(200);
    await t.settle();
    await eventually(async () => expect(await indices()).toEqual([1, 2, 3, 4]));

    // a corrected key re-judges the notebook: question 2's answer is now right (and sure), so it leaves;
    // question 1's, right before, is now wrong, so it enters
    const bus = t.app.get<EventBus>(EVENT_BUS);
    const corrected = snapshotTaken({ ...quiz, answerKey: [1, 2, 2, 3, 0] });
    await bus.publish([corrected]);
    await t.settle();
    await eventually(async () => expect(await indices()).toEqual([0, 2, 3, 4]), 30_000);
    // the same key again changes nothing, and the notebook keeps no applied-event id for it
    await bus.publish([corrected, corrected]);
    await t.settle();
    expect(await indices()).toEqual([0, 2, 3, 4]);
    const applied = t.db('attempts').collection('applied_events');
    expect(await applied.countDocuments({ _id: `attempts.notebook:${corrected.eventId}` as never })).toBe(0);

    // filters by subject and chapter
    expect(await indices('?subject=Geography')).toEqual([]);
    expect(await indices('?subject=History&chapter=Mughals')).toEqual([0, 2, 3, 4]);
  });

  it('keeps bookmarks on the server: added, listed with filters, removed', async () => {
    const quiz = await publishQuiz(t, { subject: 'Polity', chapter: 'Parliament' });
    expect((await post('/learning/bookmarks', { quizId: quiz.quizId, index: 2 }).expect(200)).body).toEqual({
      bookmarked: true,
    });
    await post('/learning/bookmarks', { quizId: quiz.quizId, index: 3 }).expect(200);
    await t.settle();
    const list = async (q = '') =>
      ((await get(`/learning/bookmarks${q}`).expect(200)).body.bookmarks as Array<{ index: number }>).map(
        (b) => b.index,
      );
    await eventually(async () => expect((await list('?subject=Polity')).sort()).toEqual([2, 3]));
    expect(await list('?subject=Economy')).toEqual([]);
    await del(`/learning/bookmarks/${quiz.quizId}/2`).expect(200);
    await t.settle();
    await eventually(async () => expect(await list('?chapter=Parliament')).toEqual([3]));
    await post('/learning/bookmarks', { quizId: quiz.quizId, index: 50 }).expect(400);
  });

  it("re-counts the topic rows of a re-scored completion; 'Practise these' adds the chapter's recent quizzes", async () => {
    const ravi = await testToken(t);
    const banking = { subject: 'Economy', chapter: 'Banking' };
    const one = await publishQuiz(t, { ...banking, answerKey: [0, 1, 2, 3] });
    const two = await publishQuiz(t, { ...banking, answerKey: [0, 1] });
    await post('/users/completequiz', completion(one, ravi.userId, [0, 1, 0, 0]), ravi).expect(200);
    await post('/users/completequiz', completion(two, ravi.userId, [0, 1]), ravi).expect(200);
    await t.settle();
    const chapter = async () =>
      ((await get('/learning/topics', ravi).expect(200)).body.windows[0].chapters as object[])[0];
    await eventually(async () => expect(await chapter()).toMatchObject({ seen: 6, accuracy: 66.7 }));

    // notebook first (quiz one's 2 and 3), then the chapter's quizzes, newest first, without those two
    const practice = async () =>
      ((await get('/learning/practice?chapters=Banking', ravi).expect(200)).body.entries as Entry[]).map(
        (e) => [e.quizId === one.quizId ? 'one' : 'two', e.index, (e as { inNotebook?: boolean }).inNotebook],
      );
    await eventually(async () => expect((await practice()).filter((p) => p[2])).toHaveLength(2));
    expect((await practice()).slice(2).sort()).toEqual([
      ['one', 0, false],
      ['one', 1, false],
      ['two', 0, false],
      ['two', 1, false],
    ]);
    // an empty chapter name is the quizzes without a chapter (Ravi has none), not 'the questions due'
    expect((await get('/learning/practice?chapters=', ravi).expect(200)).body.entries).toEqual([]);

    // a corrected key makes question 3 right: 3 of 4 in quiz one, 5 of 6 in the chapter
    const bus = t.app.get<EventBus>(EVENT_BUS);
    await bus.publish([snapshotTaken({ ...one, answerKey: [0, 1, 0, 3] })]);
    await t.settle();
    await eventually(async () => expect(await chapter()).toMatchObject({ seen: 6, accuracy: 83.3 }), 30_000);
  });

  it('applies a MistakeRecorded once however often it comes, also after the reviews and dismissals that follow it', async () => {
    const meera = await testToken(t);
    const quiz = await publishQuiz(t, { subject: 'Science', chapter: 'Optics' });
    // a question of another quiz keeps her notebook from emptying (an emptied index is rebuilt without `q`)
    const other = await publishQuiz(t, { subject: 'Science', chapter: 'Optics' });
    await post('/learning/mistakes', { quizId: other.quizId, index: 0 }, meera).expect(200);
    const bus = t.app.get<EventBus>(EVENT_BUS);
    const attemptId = randomUUID();
    const at = new Date(Date.now() - 60_000);
    const recorded = MistakeRecorded.create(
      progressKey(meera.userId, quiz.quizId),
      {
        userId: meera.userId,
        quizId: quiz.quizId,
        kind: 'quiz',
        quizName: quiz.name,
        subject: 'Science',
        chapter: 'Optics',
        source: 'quiz',
        attemptId,
        questions: [1, 3].map((questionIndex) => ({
          questionIndex,
          option: 0,
          confidence: null,
          right: false,
        })),
        recordedAt: at.toISOString(),
      },
      { eventId: `${attemptId}:mistakes`, occurredAt: at, actorId: meera.userId },
    );
    const entries = async () =>
      (
        (await get('/learning/mistakes', meera).expect(200)).body.entries as Array<
          Entry & { reviews: number }
        >
      )
        .filter((e) => e.quizId === quiz.quizId)
        .map((e) => [e.index, e.reviews]);
    // a redelivery through the bus, and one handed to the projector as after a crash before its offsets were kept
    const again = async () => {
      await bus.publish([recorded]);
      await t.app.get(NotebookProjector).handleBatch([recorded]);
      await t.settle();
    };

    // given a completion's mistakes delivered twice, each question enters once
    await bus.publish([recorded, recorded]);
    await t.settle();
    await eventually(async () =>
      expect(await entries()).toEqual([
        [1, 0],
        [3, 0],
      ]),
    );
    // when question 2 is practised and question 4 dismissed, and the mistakes come again
    await post('/learning/reviews', { quizId: quiz.quizId, index: 1, option: 1 }, meera).expect(200);
    await del(`/learning/mistakes/${quiz.quizId}/3`, meera).expect(200);
    await t.settle();
    await eventually(async () => expect(await entries()).toEqual([[1, 1]]));
    await again();
    // then the practice still counts (no fresh card) and the dismissed question stays out
    expect(await entries()).toEqual([[1, 1]]);

    // a shelf lost between the two writes (the document written, the index not) comes back with the repeat
    const db = t.db('attempts');
    const shelf = `q.${fieldKey(quiz.quizId)}`;
    await db
      .collection('notebook_index')
      .updateOne({ _id: meera.userId as never }, { $unset: { [shelf]: '' } });
    expect(await entries()).toEqual([]);
    await again();
    expect(await entries()).toEqual([[1, 1]]);

    // every question out: the document stays, remembering the completion, so a repeat brings none back
    await del(`/learning/mistakes/${quiz.quizId}/1`, meera).expect(200);
    await t.settle();
    await eventually(async () => expect(await entries()).toEqual([]));
    await again();
    expect(await entries()).toEqual([]);
    const doc = await db.collection('notebook_quizzes').findOne({ _id: recorded.aggregateId as never });
    expect(doc).toMatchObject({ entries: '[]', recorded: [recorded.eventId] });
    // and no applied-event id was kept for it
    const appliedId = `attempts.notebook:${recorded.eventId}`;
    expect(await db.collection('applied_events').countDocuments({ _id: appliedId as never })).toBe(0);
  });

  it('rebuilds the notebook, bookmarks and topics from the topics to what the live projection holds', async () => {
    await t.settle();
    const db = t.db('attempts');
    const snapshot = async (names: string[]) =>
      Promise.all(
        names.map(async (n) =>
          (await db.collection(n).find({}).sort({ _id: 1 }).toArray()).map((doc) =>
            Object.fromEntries(
              Object.entries(doc).map(([k, v]) => [k, Array.isArray(v) ? [...v].sort() : v]),
            ),
          ),
        ),
      );
    const models = {
      'attempts.notebook': ['notebook_quizzes', 'notebook_index', 'notebook_keys'],
      'attempts.bookmarks': ['bookmarks'],
      'attempts.topics': ['topic_months'],
    };
    for (const [projector, collections] of Object.entries(models)) {
      const live = await snapshot(collections);
      expect(live[0].length).toBeGreaterThan(0);
      await t.runtime.rebuild(projector);
      expect(await snapshot(collections)).toEqual(live);
    }
  });
});

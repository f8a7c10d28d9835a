import { QuizCompleted } from '@exam/contracts';
import { EVENT_BUS, type EventBus } from '@exam/messaging';
import { eventually, startTestApp, testToken, type TestApp } from '@exam/testing';
import { AttemptsAppModule } from '../src/attempts-app.module';
import { RescoreApplier } from '../src/completion/rescore.applier';
import { completion, publishQuiz, snapshotTaken, type TestQuiz } from './support/attempts-fixtures';

/** A learner's ranked completion of the quiz (2 of 5 right, score 4), as the relay publishes it. */
const rankedCompletion = (quiz: TestQuiz, userId: string) =>
  QuizCompleted.create(`${userId}:${quiz.quizId}`, {
    userId,
    quizId: quiz.quizId,
    kind: 'quiz',
    quizName: quiz.name,
    division: quiz.division,
    subject: quiz.subject,
    attemptId: `att-${userId}`,
    questionCount: 5,
    attemptedQuestions: 2,
    correctAnswers: 2,
    wrongAnswers: 0,
    score: 4,
    ranked: true,
    startedAt: null,
    endedAt: null,
    completedAt: new Date().toISOString(),
  });

describe('percentile and dashboard read models', () => {
  let t: TestApp;
  let bus: EventBus;
  beforeAll(async () => {
    t = await startTestApp((c) => AttemptsAppModule.forRoot(c));
    bus = t.app.get(EVENT_BUS);
  });
  afterAll(() => t.close());

  const complete = (learner: { token: string; userId: string }, body: object, path = 'completequiz') =>
    t.http().post(`/api/users/${path}`).auth(learner.token, { type: 'bearer' }).send(body).expect(200);
  const percentile = (learner: { token: string; userId: string }, name: string) =>
    t
      .http()
      .get(`/api/users/percentile/${encodeURIComponent(name)}/${learner.userId}`)
      .auth(learner.token, { type: 'bearer' });
  const dashboard = (learner: { token: string; userId: string }) =>
    t.http().get(`/api/users/dashboardgetuserbyid/${learner.userId}`).auth(learner.token, { type: 'bearer' });
  const summary = (quizId: string) =>
    t
      .db('attempts')
      .collection('percentile_summaries')
      .findOne({ _id: quizId as never });

  it('ranks each learner by their first completion, ties counted as at or below', async () => {
    // given four learners scoring 10, 5.5, 5.5 and -2.5 on their first completion
    const quiz = await publishQuiz(t);
    const learners = await Promise.all([1, 2, 3, 4].map(() => testToken(t)));
    const firstChoices = [
      [0, 1, 2, 3, 0],
      [0, 1, 2, 0, null],
      [0, 1, 2, null, 1],
      [1, 0, 0, 0, 1],
    ];
    for (const [i, learner] of learners.entries())
      await complete(learner, completion(quiz, learner.userId, firstChoices[i]));
    // and the weakest retakes it perfectly, which must not move anyone
    await complete(learners[3], completion(quiz, learners[3].userId, [0, 1, 2, 3, 0]));
    await t.settle();

    const answers = await Promise.all(
      learners.map(async (l) => (await percentile(l, quiz.name).expect(200)).body),
    );
    expect(answers).toEqual([
      { eligible: true, percentile: 100, candidates: 4 },
      { eligible: true, percentile: 75, candidates: 4 },
      { eligible: true, percentile: 75, candidates: 4 },
      { eligible: true, percentile: 25, candidates: 4 },
    ]);
    expect(await summary(quiz.quizId)).toMatchObject({ total: 4 });
  });

  it('says plainly when the learner has no completion, and 404s an unknown quiz name', async () => {
    const quiz = await publishQuiz(t);
    const [done, notYet] = [await testToken(t), await testToken(t)];
    await complete(done, completion(quiz, done.userId, [0]));
    const res = await percentile(notYet, quiz.name).expect(200);
    expect(res.body).toEqual({
      eligible: false,
      percentile: null,
      candidates: expect.any(Number),
      message: 'Complete this quiz to see your percentile.',
    });
    expect((await percentile(done, 'No such quiz').expect(404)).body).toEqual({
      statusCode: 404,
      message: 'Quiz not found.',
    });
    await percentile(notYet, `${quiz.name}`).expect(200);
    const other = await percentile({ token: notYet.token, userId: done.userId }, quiz.name);
    expect(other.status).toBe(403);
  });

  it('answers right after submitting, before the projection caught up, as it will after', async () => {
    const quiz = await publishQuiz(t);
    const learner = await testToken(t);
    await complete(learner, completion(quiz, learner.userId, [0, 1]));
    const early = (await percentile(learner, quiz.name).expect(200)).body;
    await t.settle();
    expect((await percentile(learner, quiz.name).expect(200)).body).toEqual(early);
    expect(early).toEqual({ eligible: true, percentile: 100, candidates: 1 });
  });

  it('picks, among quizzes sharing a name, the one the learner completed', async () => {
    const first = await publishQuiz(t, { name: 'Daily Current Affairs' });
    const second = await publishQuiz(t, { name: 'Daily Current Affairs' });
    const [a, b] = [await testToken(t), await testToken(t)];
    await complete(a, completion(first, a.userId, [0, 1, 2]));
    await complete(b, completion(second, b.userId, [1]));
    await t.settle();
    expect((await percentile(a, 'Daily Current Affairs').expect(200)).body).toEqual({
      eligible: true,
      percentile: 100,
      candidates: 1,
    });
  });

  it('counts a redelivered completion once, also when it comes back after a crash mid-projection', async () => {
    // given a ranked completion, as the relay publishes it
    const quiz = await publishQuiz(t);
    const { userId } = await testToken(t);
    const completed = rankedCompletion(quiz, userId);
    const readModel = async () => ({
      summary: await summary(quiz.quizId),
      band: await db.collection('percentile_bands').findOne({ _id: `${quiz.quizId}/b1` as never }),
    });
    const db = t.db('attempts');
    await bus.publish([completed]);
    await t.settle();
    const countedOnce = { summary: { total: 1, bands: { b1: 1 } }, band: { hist: { s40000: 1 } } };
    expect(await readModel()).toMatchObject(countedOnce);

    // when it is delivered again
    await bus.publish([completed, completed]);
    await t.settle();
    expect(await readModel()).toMatchObject(countedOnce);

    // and when the process died after counting it, before recording the score or remembering the event
    await db
      .collection('applied_events')
      .deleteOne({ _id: `attempts.percentile:${completed.eventId}` as never });
    await db.collection('ranked_scores').deleteOne({ _id: `${userId}:${quiz.quizId}` as never });
    for (const [name, _id] of [
      ['percentile_summaries', quiz.quizId],
      ['percentile_bands', `${quiz.quizId}/b1`],
    ])
      await db.collection(name).updateOne({ _id: _id as never }, { $set: { [`pending.${userId}`]: true } });
    await bus.publish([completed]);
    await t.settle();

    // then it is still counted once, and the learner's ranked score is back
    expect(await readModel()).toMatchObject(countedOnce);
    expect(
      await db.collection('ranked_scores').findOne({ _id: `${userId}:${quiz.quizId}` as never }),
    ).toMatchObject({
      score: 4,
    });
  });

  it('counts a first delivery once, also when a re-scoring counted the completion before it arrived', async () => {
    // given two ranked completions of a quiz, not delivered yet
    const quiz = await publishQuiz(t);
    const [first, second] = [await testToken(t), await testToken(t)];
    const [one, two] = [rankedCompletion(quiz, first.userId), rankedCompletion(quiz, second.userId)];

    // when the first goes out as news, and then again (a redelivery)
    await bus.publish([one], { firstPublish: true });
    await t.settle();
    await bus.publish([one]);
    await t.settle();
    // then it is counted once
    expect(await summary(quiz.quizId)).toMatchObject({ total: 1 });

    // when a re-scoring counts both stored completions before the second's event is delivered as news
    await t.app.get(RescoreApplier).apply([
      {
        _id: `rescore:test-${quiz.quizId}`,
        capability: 'rescore',
        committedAt: new Date(),
        events: [],
        change: {
          quizId: quiz.quizId,
          results: [],
          ranked: [one, two].map(({ payload: p }) => ({
            userId: p.userId,
            attemptId: p.attemptId,
            score: p.score,
            completedAt: p.completedAt,
          })),
        },
      },
    ]);
    await bus.publish([two], { firstPublish: true });
    await t.settle();
    // then each learner is counted once
    expect(await summary(quiz.quizId)).toMatchObject({ total: 2, bands: { b1: 2 } });
  });

  it('lists what exists and what the learner did, following catalog changes', async () => {
    const quiz = await publishQuiz(t, { division: 'Udbodh', subject: 'NCERT - AEP' });
    const kyebye = await publishQuiz(t, { kind: 'kyebye', division: 'Kye Bye', subject: 'Kye Bye' });
    const gone = await publishQuiz(t);
    const learner = await testToken(t);
    await t.http().post('/api/users/attemptquiz').auth(learner.token, { type: 'bearer' }).send({
      userId: learner.userId,
      quizId: quiz.quizId,
    });
    await complete(learner, completion(kyebye, learner.userId, [0]), 'completekyebyequiz');
    await bus.publish([snapshotTaken({ ...quiz, subject: 'Polity' }), snapshotTaken(gone, 'removed')]);
    await t.settle();

    const body = await eventually(async () => {
      const res = (await dashboard(learner).expect(200)).body;
      expect(res.completedkyebyequizzes).toEqual([kyebye.quizId]);
      return res;
    });
    expect(body.quizs).toContainEqual({ _id: quiz.quizId, division: 'Udbodh', subject: 'Polity' });
    expect(body.quizs.map((q: { _id: string }) => q._id)).not.toContain(gone.quizId);
    expect(body.kyebyequizzes).toContainEqual({
      _id: kyebye.quizId,
      division: 'Kye Bye',
      subject: 'Kye Bye',
    });
    expect(body).toMatchObject({
      attemptedquizs: [quiz.quizId],
      attemptedkyebyequizzes: [],
      completedquizs: [],
    });
    await dashboard({ token: learner.token, userId: (await testToken(t)).userId }).expect(403);
    await dashboard({ token: learner.token, userId: 'nope' }).expect(400);
  });

  it('rebuilds every read model from the topics to what the live projection holds', async () => {
    await t.settle();
    const db = t.db('attempts');
    const snapshot = async (names: string[]) =>
      Promise.all(
        names.map(async (n) => {
          const docs = await db.collection(n).find({}).sort({ _id: 1 }).toArray();
          // Markers and the head stamp are bookkeeping; list order follows delivery order across quizzes.
          return docs.map(({ pending: _p, stamp: _s, ...rest }) =>
            Object.fromEntries(
              Object.entries(rest).map(([k, v]) => [k, Array.isArray(v) ? [...v].sort() : v]),
            ),
          );
        }),
      );
    const models = {
      'attempts.percentile': ['percentile_summaries', 'percentile_bands', 'ranked_scores'],
      'attempts.learner-dashboard': ['learner_dashboards'],
      'attempts.quiz-catalog': ['quiz_facts', 'quiz_names', 'catalog_index'],
    };
    for (const [projector, collections] of Object.entries(models)) {
      const live = await snapshot(collections);
      expect(live[0].length).toBeGreaterThan(0);
      await t.runtime.rebuild(projector);
      expect(await snapshot(collections)).toEqual(live);
    }
  });
});

import { QuizCompletionRescored, QuizRescored, TOPICS, type EventEnvelope } from '@exam/contracts';
import { EVENT_BUS, type EventBus } from '@exam/messaging';
import { eventually, startTestApp, testToken, type TestApp } from '@exam/testing';
import { AttemptsAppModule } from '../src/attempts-app.module';
import { completion, publishQuiz, snapshotTaken, type TestQuiz } from './support/attempts-fixtures';

describe('answer-key correction re-scores stored completions (issue 13)', () => {
  let t: TestApp;
  let bus: EventBus;
  const rescored: EventEnvelope[] = [];
  beforeAll(async () => {
    t = await startTestApp((c) => AttemptsAppModule.forRoot(c));
    bus = t.app.get(EVENT_BUS);
    await bus.subscribe({
      groupId: 'test.rescore-watcher',
      topics: [TOPICS.attempts],
      handle: async (event) => {
        if (QuizRescored.is(event) || QuizCompletionRescored.is(event)) rescored.push(event);
      },
    });
  });
  afterAll(() => t.close());

  type Learner = { token: string; userId: string };
  const complete = (learner: Learner, body: object) =>
    t.http().post('/api/users/completequiz').auth(learner.token, { type: 'bearer' }).send(body).expect(200);
  const percentile = async (learner: Learner, name: string) =>
    (
      await t
        .http()
        .get(`/api/users/percentile/${encodeURIComponent(name)}/${learner.userId}`)
        .auth(learner.token, { type: 'bearer' })
        .expect(200)
    ).body;
  const scoreOn = async (learner: Learner, quizId: string) => {
    const res = await t
      .http()
      .get(`/api/attempts/score-history/${learner.userId}`)
      .auth(learner.token, { type: 'bearer' })
      .expect(200);
    return (res.body.points as Array<{ quizId: string; score: number }>).find((p) => p.quizId === quizId)
      ?.score;
  };
  const update = (quiz: TestQuiz) => bus.publish([snapshotTaken(quiz)]);
  const ofQuiz = (quizId: string) =>
    rescored.filter((e) => QuizRescored.is(e) && e.payload.quizId === quizId);
  /** Each moved completion's own event, keyed like the completion. */
  const movedIn = (quizId: string) =>
    rescored.filter((e) => QuizCompletionRescored.is(e) && e.payload.quizId === quizId);

  it('moves both learners to their corrected scores and percentiles, once', async () => {
    // given a quiz (2 marks right, 0.5 off wrong) that Asha answers by the key and Ravi answers differently
    const quiz = await publishQuiz(t, { answerKey: [0, 1, 2, 3, 0] });
    const [asha, ravi] = [await testToken(t), await testToken(t)];
    await complete(asha, completion(quiz, asha.userId, [0, 1, 2, 3, 0]));
    await complete(ravi, completion(quiz, ravi.userId, [0, 1, 2, 0, 1]));
    await t.settle();
    await eventually(async () => {
      expect(await scoreOn(asha, quiz.quizId)).toBe(10);
      expect(await scoreOn(ravi, quiz.quizId)).toBe(5);
    });
    expect(await percentile(asha, quiz.name)).toMatchObject({ percentile: 100, candidates: 2 });
    expect(await percentile(ravi, quiz.name)).toMatchObject({ percentile: 50, candidates: 2 });

    // when an editor corrects the last two answers and catalog publishes the updated quiz
    const corrected = { ...quiz, answerKey: [0, 1, 2, 0, 1] };
    await update(corrected);

    // then their stored results and the percentile follow the corrected key
    await eventually(async () => {
      expect(await scoreOn(asha, quiz.quizId)).toBe(5);
      expect(await scoreOn(ravi, quiz.quizId)).toBe(10);
    }, 30_000);
    await t.settle();
    expect(await percentile(ravi, quiz.name)).toMatchObject({ percentile: 100, candidates: 2 });
    expect(await percentile(asha, quiz.name)).toMatchObject({ percentile: 50, candidates: 2 });
    // and a learner who opens the result again reads the corrected one
    const stored = (learner: Learner) =>
      t.http().get(`/api/attempts/result/${quiz.quizId}`).auth(learner.token, { type: 'bearer' });
    expect((await stored(asha).expect(200)).body).toMatchObject({
      quizId: quiz.quizId,
      ranked: true,
      result: { score: 5, correctAnswers: 3, wrongAnswers: 2 },
      statuses: [1, 1, 1, 0, 0],
    });
    expect((await stored(ravi).expect(200)).body.result).toMatchObject({ score: 10, correctAnswers: 5 });
    expect((await stored(await testToken(t)).expect(404)).body.message).toBe(
      'You have not completed this quiz yet.',
    );

    // and one QuizRescored counts them, and a QuizCompletionRescored per learner says who moved from what to what
    await eventually(() => expect(ofQuiz(quiz.quizId)).toHaveLength(1), 30_000);
    expect(ofQuiz(quiz.quizId)[0].payload).toMatchObject({ completionsRescored: 2, scoresChanged: 2 });
    await eventually(() => expect(movedIn(quiz.quizId)).toHaveLength(2), 30_000);
    expect(movedIn(quiz.quizId)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          aggregateId: `${asha.userId}:${quiz.quizId}`,
          payload: expect.objectContaining({ userId: asha.userId, oldScore: 10, newScore: 5, ranked: true }),
        }),
        expect.objectContaining({
          aggregateId: `${ravi.userId}:${quiz.quizId}`,
          payload: expect.objectContaining({ userId: ravi.userId, oldScore: 5, newScore: 10, ranked: true }),
        }),
      ]),
    );

    // when the same update comes again, nothing changes and nothing more is published
    await update(corrected);
    await t.settle();
    expect(await scoreOn(asha, quiz.quizId)).toBe(5);
    expect(await scoreOn(ravi, quiz.quizId)).toBe(10);
    expect(await percentile(ravi, quiz.name)).toMatchObject({ percentile: 100, candidates: 2 });
    expect(await percentile(asha, quiz.name)).toMatchObject({ percentile: 50, candidates: 2 });
    expect(ofQuiz(quiz.quizId)).toHaveLength(1);
    expect(movedIn(quiz.quizId)).toHaveLength(2);
    const summary = await t
      .db('attempts')
      .collection('percentile_summaries')
      .findOne({ _id: quiz.quizId as never });
    expect(summary).toMatchObject({ total: 2 });
  });

  it('re-scores and shows a completion stored with arrays, the way completions were stored before', async () => {
    // given Asha's completion, stored the old way: first choices and statuses as arrays
    const quiz = await publishQuiz(t, { answerKey: [0, 1, 2, 3, 0] });
    const asha = await testToken(t);
    await complete(asha, completion(quiz, asha.userId, [0, 1, 2, 3, null]));
    await t.settle();
    const attempts = t.db('attempts').collection('quiz_attempts');
    const { modifiedCount } = await attempts.updateOne(
      { userId: asha.userId, quizId: quiz.quizId },
      { $set: { answers: [0, 1, 2, 3, null], statuses: [1, 1, 1, 1, -1] } },
    );
    expect(modifiedCount).toBe(1);

    // when the key's first answer is corrected
    await update({ ...quiz, answerKey: [1, 1, 2, 3, 0] });

    // then it is scored again from its stored choices, stored the new way, and shown as before
    await eventually(() => expect(ofQuiz(quiz.quizId)).toHaveLength(1), 30_000);
    await t.settle();
    expect(await attempts.findOne({ userId: asha.userId, quizId: quiz.quizId })).toMatchObject({
      answers: [0, 1, 2, 3, null],
      statuses: '0111-',
      result: { correctAnswers: 3, wrongAnswers: 1, attemptedQuestions: 4 },
    });
    const shown = await t
      .http()
      .get(`/api/attempts/result/${quiz.quizId}`)
      .auth(asha.token, { type: 'bearer' })
      .expect(200);
    expect(shown.body.statuses).toEqual([0, 1, 1, 1, -1]);
  });
});

import { eventually, startTestApp, testToken, type TestApp } from '@exam/testing';
import { AttemptsAppModule } from '../src/attempts-app.module';
import { completion, publishQuiz } from './support/attempts-fixtures';

type Learner = { token: string; userId: string };

describe('attempts on start and exit, and time spent', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp((c) => AttemptsAppModule.forRoot(c))));
  afterAll(() => t.close());

  const post = (learner: Learner, path: string, body: object) =>
    t.http().post(`/api/users/${path}`).auth(learner.token, { type: 'bearer' }).send(body);
  const dashboard = async (learner: Learner) => {
    await t.settle();
    return (
      await t
        .http()
        .get(`/api/users/dashboardgetuserbyid/${learner.userId}`)
        .auth(learner.token, { type: 'bearer' })
        .expect(200)
    ).body;
  };
  const exit = { country: 'India', state: 'Bihar', city: 'Patna' };

  it('records an attempt on start, updates it on exit, and announces it once', async () => {
    const quiz = await publishQuiz(t);
    const learner = await testToken(t);
    const start = { userId: learner.userId, quizId: quiz.quizId, totalQuestions: 99, userName: 'Asha Verma' };
    expect((await post(learner, 'attemptquiz', start).expect(200)).body).toMatchObject({
      status: 'recorded',
    });
    expect((await post(learner, 'attemptquiz', { ...start, ...exit }).expect(200)).body).toMatchObject({
      status: 'updated',
    });
    expect((await dashboard(learner)).attemptedquizs).toEqual([quiz.quizId]);
    const progress = await t
      .db('attempts')
      .collection('quiz_progress')
      .findOne({ _id: `${learner.userId}:${quiz.quizId}` as never });
    expect(progress).toMatchObject({ learner: { userName: 'Asha Verma', ...exit } });
    expect(progress?.lastExitedAt).toBeInstanceOf(Date);
  });

  it('records no start for Kye Bye or Business Wisdom, and records Kye Bye on exit', async () => {
    const kyebye = await publishQuiz(t, { kind: 'kyebye', division: 'Kye Bye', subject: 'Kye Bye' });
    const wisdom = await publishQuiz(t, { division: 'Business Wisdom' });
    const learner = await testToken(t);
    const ids = { userId: learner.userId };
    expect(
      (await post(learner, 'attemptkyebyequiz', { ...ids, quizId: kyebye.quizId }).expect(200)).body.status,
    ).toBe('ignored');
    expect(
      (await post(learner, 'attemptquiz', { ...ids, quizId: wisdom.quizId }).expect(200)).body.status,
    ).toBe('ignored');
    await post(learner, 'attemptkyebyequiz', { ...ids, quizId: kyebye.quizId, ...exit }).expect(200);
    expect(await dashboard(learner)).toMatchObject({
      attemptedkyebyequizzes: [kyebye.quizId],
      attemptedquizs: [],
    });
  });

  it('does not record a start once the quiz is completed', async () => {
    const quiz = await publishQuiz(t);
    const learner = await testToken(t);
    await post(learner, 'completequiz', completion(quiz, learner.userId, [0])).expect(200);
    const res = await post(learner, 'attemptquiz', { userId: learner.userId, quizId: quiz.quizId }).expect(
      200,
    );
    expect(res.body.status).toBe('ignored');
    expect(await dashboard(learner)).toMatchObject({ attemptedquizs: [], completedquizs: [quiz.quizId] });
  });

  it('refuses an unknown quiz, the other kind, and acting for someone else', async () => {
    const quiz = await publishQuiz(t);
    const [learner, other] = [await testToken(t), await testToken(t)];
    const unknown = await post(learner, 'attemptquiz', { userId: learner.userId, quizId: 'nope' }).expect(
      400,
    );
    expect(unknown.body).toEqual({ statusCode: 400, message: 'Quiz not found.' });
    await post(learner, 'attemptkyebyequiz', { userId: learner.userId, quizId: quiz.quizId }).expect(400);
    await post(other, 'attemptquiz', { userId: learner.userId, quizId: quiz.quizId }).expect(403);
    await post(learner, 'attemptquiz', { userId: learner.userId, quizId: quiz.quizId, city: 42 }).expect(400);
  });

  it('stores seconds per question, capped at three hours, and reattempt time apart', async () => {
    const quiz = await publishQuiz(t);
    const learner = await testToken(t);
    const base = {
      userId: learner.userId,
      quizId: quiz.quizId,
      quizName: quiz.name,
      quizDivision: quiz.division,
      quizClass: quiz.classs,
      quizSubject: quiz.subject,
      quizChapter: quiz.chapter,
    };
    const res = await post(learner, 'storeTimeSpent', {
      ...base,
      durations: [30, 45, 99_999, 0, 12],
      quizStartTime: '2026-03-01T10:00:00Z',
      quizEndTime: '2026-03-01T13:00:00Z',
    }).expect(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Time spent stored.',
      totalSeconds: 10_887,
      questions: 5,
    });
    await post(learner, 'storeReattemptTimeSpent', {
      ...base,
      durations: [{ questionIndex: 3, seconds: 20 }],
    }).expect(200);
    await t.settle();
    const db = t.db('attempts');
    const [timed] = await db.collection('time_spent').find({ userId: learner.userId }).toArray();
    expect(timed).toMatchObject({ totalSeconds: 10_887, quizChapter: 'Constitution' });
    expect(timed.durations[2]).toEqual({ questionIndex: 2, seconds: 10_800 });
    expect(timed.startedAt).toEqual(new Date('2026-03-01T10:00:00Z'));
    const [practice] = await db.collection('reattempt_time_spent').find({ userId: learner.userId }).toArray();
    expect(practice).toMatchObject({ totalSeconds: 20, durations: [{ questionIndex: 3, seconds: 20 }] });
    // the change-log entries are cleared once applied and their events are out
    await eventually(
      async () => expect(await db.collection('change_log').countDocuments({})).toBe(0),
      30_000,
    );
  });

  it.each([
    [[-5], 'Time spent cannot be negative.'],
    [[1, 2, 3, 4, 5, 6], 'There are more durations than the quiz has questions.'],
    [
      [
        { questionIndex: 1, seconds: 3 },
        { questionIndex: 1, seconds: 4 },
      ],
      'Each question may have at most one time entry.',
    ],
    ['12,40', 'durations must be a list of seconds per question.'],
    [['ten'], 'Each duration must be a number of seconds.'],
  ])('refuses durations %j with a 400 and stores nothing', async (durations, message) => {
    const quiz = await publishQuiz(t);
    const learner = await testToken(t);
    const res = await post(learner, 'storeTimeSpent', {
      userId: learner.userId,
      quizId: quiz.quizId,
      durations,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, message });
    await t.settle();
    expect(await t.db('attempts').collection('time_spent').countDocuments({ userId: learner.userId })).toBe(
      0,
    );
  });
});

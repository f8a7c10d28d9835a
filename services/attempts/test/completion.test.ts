import { startTestApp, testToken, type TestApp } from '@exam/testing';
import { AttemptsAppModule } from '../src/attempts-app.module';
import { completion, publishQuiz } from './support/attempts-fixtures';

describe('completing a quiz: the server scores it and records it once', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp((c) => AttemptsAppModule.forRoot(c))));
  afterAll(() => t.close());

  const complete = (token: string, body: object, path = 'completequiz') =>
    t.http().post(`/api/users/${path}`).auth(token, { type: 'bearer' }).send(body);
  const attempts = () => t.db('attempts').collection('quiz_attempts');
  const storedFor = async (userId: string) => {
    await t.settle();
    return attempts().find({ userId }).toArray();
  };

  it('scores from its own answer key and ignores the counts the app sends', async () => {
    // given a quiz of 5 questions at 2 marks, 0.5 off per wrong answer, and a learner
    const quiz = await publishQuiz(t);
    const learner = await testToken(t);
    // when the learner submits 3 right, 1 wrong, 1 unanswered with doctored counts
    const body = completion(quiz, learner.userId, [0, 1, 2, 0, null], {
      correctAnswers: 5,
      wrongAnswers: 0,
      attemptedQuestions: 5,
      totalQuestions: 5,
      score: 10,
    });
    const res = await complete(learner.token, body).expect(200);
    // then the answer is the server's
    expect(res.body).toEqual({
      totalQuestions: 5,
      attemptedQuestions: 4,
      correctAnswers: 3,
      wrongAnswers: 1,
      score: 5.5,
    });
    const [stored] = await storedFor(learner.userId);
    expect(stored).toMatchObject({
      _id: body.attemptId,
      quizId: quiz.quizId,
      ranked: true,
      // one character per question (answer-codec): options A-Z, '-' unanswered; right '1', wrong '0'
      answers: 'ABCA-',
      statuses: '1110-',
      result: res.body,
    });
  });

  it('records a resubmitted attemptId once and answers it the same way', async () => {
    const quiz = await publishQuiz(t);
    const learner = await testToken(t);
    const body = completion(quiz, learner.userId, [0, 0, 0, 0, 0]);
    const [first, second] = await Promise.all([
      complete(learner.token, body).expect(200),
      complete(learner.token, body).expect(200),
    ]);
    const third = await complete(learner.token, { ...body, answers: [] }).expect(200);
    expect(second.body).toEqual(first.body);
    expect(third.body).toEqual(first.body);
    expect(await storedFor(learner.userId)).toHaveLength(1);
    expect((await storedFor(learner.userId))[0].ranked).toBe(true);
  });

  it("refuses an attemptId already used by another learner, and ranks the learner's next completion", async () => {
    const quiz = await publishQuiz(t);
    const [asha, ravi] = [await testToken(t), await testToken(t)];
    const body = completion(quiz, asha.userId, [0, 1, 2, 3, 0]);
    await complete(asha.token, body).expect(200);
    const taken = await complete(ravi.token, { ...body, userId: ravi.userId }).expect(409);
    expect(taken.body).toEqual({ statusCode: 409, message: 'This attemptId belongs to another submission.' });
    await complete(ravi.token, completion(quiz, ravi.userId, [1, 1, 1, 1, 1])).expect(200);
    const [own] = await storedFor(ravi.userId);
    expect(own.ranked).toBe(true);
  });

  it('answers a resubmission long after its first commit was applied and cleared as recorded, and refuses its attemptId to another learner', async () => {
    // given a completion applied, published, and cleared from the change log
    const quiz = await publishQuiz(t);
    const [asha, ravi] = [await testToken(t), await testToken(t)];
    const body = completion(quiz, asha.userId, [0, 1, 2, 3, 0]);
    const first = await complete(asha.token, body).expect(200);
    await t.settle();
    expect(await t.db('attempts').collection('change_log').countDocuments({})).toBe(0);
    // when the same attemptId comes again with other answers, and from another learner
    const otherAnswers = { ...completion(quiz, asha.userId, [0, 0, 0, 0, 0]), attemptId: body.attemptId };
    const again = await complete(asha.token, otherAnswers).expect(200);
    const taken = await complete(ravi.token, { ...body, userId: ravi.userId }).expect(409);
    // then the first is answered as recorded, the other is refused, and nothing else is stored or counted
    expect(again.body).toEqual(first.body);
    expect(taken.body).toEqual({ statusCode: 409, message: 'This attemptId belongs to another submission.' });
    expect(await storedFor(asha.userId)).toHaveLength(1);
    expect(await storedFor(ravi.userId)).toHaveLength(0);
    const percentile = await t
      .http()
      .get(`/api/users/percentile/${encodeURIComponent(quiz.name)}/${asha.userId}`)
      .auth(asha.token, { type: 'bearer' })
      .expect(200);
    expect(percentile.body).toMatchObject({ eligible: true, candidates: 1 });
  });

  it('ranks the first completion only; a retake is recorded and answered but not ranked', async () => {
    const quiz = await publishQuiz(t);
    const learner = await testToken(t);
    await complete(learner.token, completion(quiz, learner.userId, [1, 0, 0, 0, 1])).expect(200);
    const retake = await complete(learner.token, completion(quiz, learner.userId, [0, 1, 2, 3, 0])).expect(
      200,
    );
    expect(retake.body.score).toBe(10);
    const stored = await storedFor(learner.userId);
    expect(stored.map((a) => [a.result.score, a.ranked]).sort()).toEqual([
      [-2.5, true],
      [10, false],
    ]);
  });

  it('ranks the next completion of a learner whose ranking claim was cut off from its attempt by a crash', async () => {
    // given a claim left by a process killed after claiming and before storing the attempt
    const quiz = await publishQuiz(t);
    const learner = await testToken(t);
    await t
      .db('attempts')
      .collection('ranked_claims')
      .insertOne({
        _id: `${learner.userId}:${quiz.quizId}` as never,
        userId: learner.userId,
        quizId: quiz.quizId,
        attemptId: 'cut-off-attempt',
        score: 10,
        claimedAt: new Date(),
      });
    // when the learner completes the quiz with a new attemptId
    await complete(learner.token, completion(quiz, learner.userId, [0, 1, 0, 0, 0])).expect(200);
    // then that completion is the ranked one, and counted in the percentile
    const [stored] = await storedFor(learner.userId);
    expect(stored.ranked).toBe(true);
    const percentile = await t
      .http()
      .get(`/api/users/percentile/${encodeURIComponent(quiz.name)}/${learner.userId}`)
      .auth(learner.token, { type: 'bearer' })
      .expect(200);
    expect(percentile.body).toMatchObject({ eligible: true, candidates: 1 });
  });

  it('lets a learner act only for themselves, and an admin for anyone', async () => {
    const quiz = await publishQuiz(t);
    const [learner, other, admin] = [
      await testToken(t),
      await testToken(t),
      await testToken(t, { role: 'admin' }),
    ];
    await complete(other.token, completion(quiz, learner.userId, [0])).expect(403);
    await complete(admin.token, completion(quiz, learner.userId, [0])).expect(200);
    await t
      .http()
      .post('/api/users/completequiz')
      .send(completion(quiz, learner.userId, [0]))
      .expect(401);
  });

  it.each([
    [
      'an unknown quiz',
      (b: Record<string, unknown>) => ({ ...b, quizId: 'no-such-quiz' }),
      'Quiz not found.',
    ],
    [
      'more answers than questions',
      (b: Record<string, unknown>) => ({ ...b, answers: [0, 1, 2, 3, 0, 1].map((option) => ({ option })) }),
      'There are more answers than the quiz has questions.',
    ],
    [
      'answers that are not a list',
      (b: Record<string, unknown>) => ({ ...b, answers: 'A,B,C' }),
      'answers must be a list, in question order.',
    ],
    [
      'an option that is not an index',
      (b: Record<string, unknown>) => ({ ...b, answers: [{ option: 'B' }] }),
      'Each answer must be {"option": <index of the first option chosen>} or {"option": null}.',
    ],
    [
      'an answer that is a bare number',
      (b: Record<string, unknown>) => ({ ...b, answers: [1, 2] }),
      'Each answer must be {"option": <index of the first option chosen>} or {"option": null}.',
    ],
    [
      'a negative option',
      (b: Record<string, unknown>) => ({ ...b, answers: [{ option: -1 }] }),
      'Each answer must be {"option": <index of the first option chosen>} or {"option": null}.',
    ],
    [
      'no attemptId',
      (b: Record<string, unknown>) => ({ ...b, attemptId: undefined }),
      'attemptId is required',
    ],
    [
      'a user id that is not one',
      (b: Record<string, unknown>) => ({ ...b, userId: 'abc' }),
      'Invalid user id',
    ],
    [
      'an end before the start',
      (b: Record<string, unknown>) => ({
        ...b,
        quizStartTime: '2026-03-01T10:00:00Z',
        quizEndTime: '2026-03-01T09:00:00Z',
      }),
      'quizEndTime cannot be before quizStartTime.',
    ],
    [
      'a start time that is not a date',
      (b: Record<string, unknown>) => ({ ...b, quizStartTime: 'yesterday' }),
      'quizStartTime must be a date and time (ISO 8601).',
    ],
  ])('answers 400 to %s and stores nothing', async (_case, doctor, message) => {
    const quiz = await publishQuiz(t);
    const learner = await testToken(t);
    const body = doctor(completion(quiz, learner.userId, [0, 1]));
    const res = await complete(learner.token, body).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message });
    expect(await storedFor(learner.userId)).toHaveLength(0);
    expect(
      await t.db('attempts').collection('ranked_claims').countDocuments({ userId: learner.userId }),
    ).toBe(0);
  });

  it("answers 400 to an option beyond the question's options and stores nothing (issue 15)", async () => {
    const quiz = await publishQuiz(t, { optionCounts: [4, 4, 4, 4, 4] });
    const learner = await testToken(t);
    const res = await complete(learner.token, completion(quiz, learner.userId, [0, 1, 7])).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'Answer 3 chooses option 7, but question 3 has only 4 options (0 to 3).',
    });
    expect(await storedFor(learner.userId)).toHaveLength(0);
  });

  it('takes Kye Bye quizzes only through the Kye Bye call', async () => {
    const kyebye = await publishQuiz(t, { kind: 'kyebye', division: 'Kye Bye', subject: 'Kye Bye' });
    const learner = await testToken(t);
    const body = completion(kyebye, learner.userId, [0, 1, 2]);
    const wrong = await complete(learner.token, body).expect(400);
    expect(wrong.body.message).toBe('This is a Kye Bye quiz: use the Kye Bye call.');
    const res = await complete(learner.token, body, 'completekyebyequiz').expect(200);
    expect(res.body).toMatchObject({ correctAnswers: 3, score: 6 });
  });
});

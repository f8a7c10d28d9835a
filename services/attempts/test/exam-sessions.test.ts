import { eventually, startTestApp, testToken, type TestApp } from '@exam/testing';
import { AttemptsAppModule } from '../src/attempts-app.module';
import { completion } from './support/attempts-fixtures';
import { answer, examCalls, publishExam, type Learner } from './support/exam-fixtures';

describe('exam sessions: a server deadline, saved responses, one ranked session per learner (issue 31)', () => {
  let t: TestApp;
  let exam: ReturnType<typeof examCalls>;
  beforeAll(async () => {
    t = await startTestApp((c) => AttemptsAppModule.forRoot(c));
    exam = examCalls(t);
  });
  afterAll(() => t.close());
  const learner = (): Promise<Learner> => testToken(t);

  it('opens one session with the server’s deadline, however many times and devices start it', async () => {
    // given an exam of 30 minutes
    const quiz = await publishExam(t);
    const asha = await learner();
    // when the learner starts it from six devices at once, and again later
    const before = Date.now();
    const [a, b, ...others] = await Promise.all(
      Array.from({ length: 6 }, () => exam.start(asha, quiz.quizId)),
    );
    const again = await exam.start(asha, quiz.quizId).expect(200);
    // then there is one session, ending 30 minutes after its start, and the server's clock comes with it
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(others.map((o) => o.status)).toEqual([200, 200, 200, 200]);
    expect(new Set([a, b, ...others, again].map((r) => r.body.sessionId)).size).toBe(1);
    const { startedAt, deadline, serverNow } = again.body;
    expect(Date.parse(deadline) - Date.parse(startedAt)).toBe(30 * 60_000);
    expect(Date.parse(startedAt)).toBeGreaterThanOrEqual(before - 5);
    expect(Date.parse(serverNow)).toBeGreaterThanOrEqual(Date.parse(startedAt));
    expect(again.body.responses).toHaveLength(5);
    expect(again.body.responses[0]).toEqual({ option: null, marked: false, visited: false, seconds: 0 });
    expect(await t.db('attempts').collection('exam_sessions').countDocuments({ quizId: quiz.quizId })).toBe(
      1,
    );
  });

  it('keeps saved responses through a reload: batched, idempotent, in order, with confidence', async () => {
    const quiz = await publishExam(t);
    const asha = await learner();
    await exam.start(asha, quiz.quizId).expect(200);
    // when a device saves a batch, sends it again with one more save, and a second device saves too
    const batch = [
      answer(1, 0, 1, false, { confidence: 'sure' }),
      answer(2, 0, 0), // changed its mind: option A
      answer(3, 1, 2, true, { confidence: 'guess' }),
      { seq: 4, question: 2, seconds: 6 }, // opened, nothing saved
    ];
    const first = await exam.save(asha, quiz.quizId, 'laptop', batch).expect(200);
    await exam.save(asha, quiz.quizId, 'laptop', [...batch, answer(5, 3, null, true)]).expect(200);
    await exam.save(asha, quiz.quizId, 'laptop', batch).expect(200);
    await exam.save(asha, quiz.quizId, 'phone', [answer(1, 4, 3)]).expect(200);
    expect(first.body).toMatchObject({ saved: 4, refused: [] });
    // then a reload (now, and once applied and read from the database) sees each save once, the last one winning
    const expected = [
      { option: 0, marked: false, visited: true, seconds: 20 },
      { option: 2, marked: true, confidence: 'guess', visited: true, seconds: 30 },
      { option: null, marked: false, visited: true, seconds: 6 },
      { option: null, marked: true, visited: true, seconds: 50 },
      { option: 3, marked: false, visited: true, seconds: 10 },
    ];
    expect((await exam.session(asha, quiz.quizId).expect(200)).body.responses).toEqual(expected);
    await t.settle();
    const stored = await exam.session(asha, quiz.quizId).expect(200);
    expect(stored.body.responses).toEqual(expected);
    expect(stored.body.seqs).toEqual({ laptop: 5, phone: 1 });
  });

  it('scores with negative marks, counting answered-and-marked, and ranks each learner once', async () => {
    // given an exam in two sections (2 marks right, 0.5 off wrong; key A B C D A)
    const quiz = await publishExam(t, {
      sections: [
        { name: 'Polity', from: 1, to: 3 },
        { name: 'History', from: 4, to: 5 },
      ],
    });
    const [asha, ravi, meera] = [await learner(), await learner(), await learner()];
    const sit = async (l: Learner, options: Array<number | null>) => {
      await exam.start(l, quiz.quizId).expect(200);
      const saves = options.map((o, i) => answer(i + 1, i, o, i === 0));
      await exam.save(l, quiz.quizId, 'd', saves).expect(200);
      return exam.submit(l, quiz.quizId).expect(200);
    };
    // when three learners sit it: Asha all right, Ravi 3 right 1 wrong, Meera 1 right 2 wrong
    await sit(asha, [0, 1, 2, 3, 0]);
    await sit(ravi, [0, 1, 2, 0, null]);
    const submitted = await sit(meera, [0, 2, 1, null, null]);
    // and submit again, and start again
    await exam.submit(meera, quiz.quizId).expect(200);
    expect((await exam.start(meera, quiz.quizId).expect(200)).body.status).toBe('submitted');
    expect(submitted.body).toMatchObject({ status: 'submitted', auto: false });
    await t.settle();
    // then each result is the server's, with rank N of M among the three
    const result = async (l: Learner) => (await exam.result(l, quiz.quizId).expect(200)).body;
    const ravis = await result(ravi);
    expect(ravis.result).toEqual({
      totalQuestions: 5,
      attemptedQuestions: 4,
      correctAnswers: 3,
      wrongAnswers: 1,
      score: 5.5,
    });
    expect(ravis.sections).toEqual([
      { name: 'Polity', attempted: 3, correct: 3, wrong: 0, score: 6, accuracy: 100, seconds: 60 },
      { name: 'History', attempted: 1, correct: 0, wrong: 1, score: -0.5, accuracy: 0, seconds: 90 },
    ]);
    expect(ravis.rank).toEqual({ rank: 2, candidates: 3, percentile: 66.66 });
    expect([ravis.topScore, ravis.averageScore, ravis.maxScore]).toEqual([10, 5.5, 10]);
    expect(
      ravis.leaderboard.map((r: { displayName: string; score: number; you: boolean }) => [r.score, r.you]),
    ).toEqual([
      [10, false],
      [5.5, true],
      [1, false],
    ]);
    expect(JSON.stringify(ravis.leaderboard)).not.toMatch(/@|userId/);
    // per question: the answer, the key, the time and how many got it right
    expect(ravis.questions[3]).toMatchObject({
      option: 0,
      correctOption: 3,
      status: 0,
      seconds: 40,
      shareRight: 33.33,
    });
    expect(ravis.questions[0]).toMatchObject({
      marked: true,
      status: 1,
      averageSeconds: 10,
      shareRight: 100,
    });
    expect((await result(meera)).rank).toEqual({ rank: 3, candidates: 3, percentile: 33.33 });
  });

  it('puts a submitted exam’s wrong answers and right guesses in My Mistakes, and its result tells the what-if (issue 32)', async () => {
    // given an exam (key A B C D A) answered: right and sure, wrong, right but a guess (and marked), only
    // marked, right on a 50-50
    const quiz = await publishExam(t);
    const asha = await learner();
    await exam.start(asha, quiz.quizId).expect(200);
    const saves = [
      answer(1, 0, 0, false, { confidence: 'sure' }),
      answer(2, 1, 3),
      answer(3, 2, 2, true, { confidence: 'guess' }),
      answer(4, 3, null, true, { confidence: 'sure' }),
      answer(5, 4, 0, false, { confidence: 'fifty' }),
    ];
    await exam.save(asha, quiz.quizId, 'd', saves).expect(200);
    // when the learner submits it
    await exam.submit(asha, quiz.quizId).expect(200);
    await t.settle();
    // then the wrong answer and the guessed right one are in the notebook, from the exam
    await eventually(async () =>
      expect(await exam.mistakes(asha, quiz.quizId)).toEqual([
        [1, 'wrong', 'exam'],
        [2, 'guess', 'exam'],
      ]),
    );
    // and the result tells accuracy per tag and the what-if (2 marks right, 0.5 off wrong)
    const { insights } = (await exam.result(asha, quiz.quizId).expect(200)).body;
    expect(insights).toMatchObject({
      tagged: true,
      byTag: {
        sure: { answered: 1, right: 1 },
        fifty: { answered: 1, right: 1 },
        guess: { answered: 1, right: 1 },
      },
      disagreements: [{ index: 2, kind: 'guessedRight' }],
      whatIf: { actual: 5.5, underPenalty: { none: 6 }, skippingGuesses: 3.5, guessingGain: 2 },
    });
  });

  it('refuses saves after submission, and the practice player until the exam is submitted (unranked after)', async () => {
    const quiz = await publishExam(t);
    const asha = await learner();
    // a practice submission before sitting would tell the key
    const practise = () =>
      t
        .http()
        .post('/api/users/completequiz')
        .auth(asha.token, { type: 'bearer' })
        .send(completion(quiz, asha.userId, [0, 1, 2, 3, 0]));
    expect((await practise().expect(409)).body.message).toBe(
      'This quiz is an exam: sit it from the exam screen.',
    );
    expect((await exam.result(asha, quiz.quizId).expect(404)).body.message).toBe(
      'You have not sat this exam.',
    );
    await exam.start(asha, quiz.quizId).expect(200);
    expect((await exam.result(asha, quiz.quizId).expect(409)).body.message).toBe(
      'Submit the exam to see your result.',
    );
    await exam.submit(asha, quiz.quizId).expect(200);
    const late = await exam.save(asha, quiz.quizId, 'd', [answer(1, 0, 0)]).expect(409);
    expect(late.body).toMatchObject({ reason: 'submitted' });
    await practise().expect(200);
    await t.settle();
    const stored = await t.db('attempts').collection('quiz_attempts').find({ userId: asha.userId }).toArray();
    expect(stored.map((a) => [a.ranked, a.unranked])).toEqual([[false, true]]);
  });

  it('answers a practice quiz, an unknown exam and malformed saves with clear 4xx', async () => {
    const practice = await publishExam(t, { mode: 'practice' });
    const asha = await learner();
    expect((await exam.start(asha, practice.quizId).expect(409)).body).toMatchObject({
      message: 'This quiz is not an exam: it is played in the practice player.',
      reason: 'practice',
    });
    const quiz = await publishExam(t);
    await exam.start(asha, quiz.quizId).expect(200);
    const bad = await exam.save(asha, quiz.quizId, 'd', [{ seq: 0, question: 1, seconds: 1 }]).expect(400);
    expect(bad.body.message).toMatch(/^Each save must be/);
    await exam.save(asha, quiz.quizId, 'd', [answer(1, 7, 0)]).expect(400);
    await exam.save(asha, quiz.quizId, 'bad id!', [answer(1, 0, 0)]).expect(400);
    await exam.start(asha, 'not$an$id').expect(400);
  });
});

import { UserRegistered } from '@exam/contracts';
import { EVENT_BUS, type EventBus } from '@exam/messaging';
import { startTestApp, testToken, type TestApp } from '@exam/testing';
import { AttemptsAppModule } from '../src/attempts-app.module';
import { completion, publishQuiz } from './support/attempts-fixtures';

const PREMIUM = {
  statusCode: 403,
  message: 'This is premium content. Subscribe to a plan to access it.',
  reason: 'premium',
};

describe('every attempts call about a quiz applies the access rule of getquizbyid (issue 15)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp((c) => AttemptsAppModule.forRoot(c))));
  afterAll(() => t.close());

  const post = (token: string, path: string, body: object) =>
    t.http().post(`/api/users/${path}`).auth(token, { type: 'bearer' }).send(body);
  const calls = (quiz: Awaited<ReturnType<typeof publishQuiz>>, userId: string) => ({
    attemptquiz: { userId, quizId: quiz.quizId },
    storeTimeSpent: { userId, quizId: quiz.quizId, durations: [10, 20] },
    completequiz: completion(quiz, userId, [0, 1, 2, 3, 0]),
  });

  it('refuses a premium quiz to a learner with no access, on every call, and stores nothing', async () => {
    const quiz = await publishQuiz(t, { difficulty: 'Premium Quiz' });
    const learner = await testToken(t);
    for (const [path, body] of Object.entries(calls(quiz, learner.userId)))
      expect((await post(learner.token, path, body).expect(403)).body).toEqual(PREMIUM);
    await t.settle();
    const attempts = t.db('attempts');
    expect(await attempts.collection('quiz_attempts').countDocuments({ userId: learner.userId })).toBe(0);
    expect(await attempts.collection('time_spent').countDocuments({ userId: learner.userId })).toBe(0);
  });

  it('opens it to a learner whose school code it lists, and to an admin acting for a learner', async () => {
    const quiz = await publishQuiz(t, { difficulty: 'Premium Quiz', accessible: ['DPS-PUNE-7'] });
    const [schooled, other, admin] = [
      await testToken(t),
      await testToken(t),
      await testToken(t, { role: 'admin' }),
    ];
    await t.app.get<EventBus>(EVENT_BUS).publish([
      UserRegistered.create(schooled.userId, {
        userId: schooled.userId,
        className: 'Already passed 12th',
        school: 'DPS Pune',
        schoolcode: 'DPS-PUNE-7',
        section: 'A',
        city: 'Pune',
        state: 'Maharashtra',
        country: 'India',
        role: 'learner',
      }),
    ]);
    await t.settle();
    for (const [path, body] of Object.entries(calls(quiz, schooled.userId)))
      await post(schooled.token, path, body).expect((r) => expect(r.status).toBeLessThan(300));
    for (const [path, body] of Object.entries(calls(quiz, other.userId)))
      await post(admin.token, path, body).expect((r) => expect(r.status).toBeLessThan(300));
    expect(
      (await post(other.token, 'completequiz', completion(quiz, other.userId, [0])).expect(403)).body,
    ).toEqual(PREMIUM);
  });
});

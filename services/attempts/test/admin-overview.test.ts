import { eventually, startTestApp, testToken, type TestApp } from '@exam/testing';
import { AttemptsAppModule } from '../src/attempts-app.module';
import { completion, publishQuiz } from './support/attempts-fixtures';

describe('GET /api/admin/attempts/overview', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp((c) => AttemptsAppModule.forRoot(c));
  });
  afterAll(() => t.close());

  const post = (learner: { token: string }, path: string, body: object) =>
    t.http().post(`/api/users/${path}`).auth(learner.token, { type: 'bearer' }).send(body).expect(200);
  const overview = (caller: { token: string }) =>
    t.http().get('/api/admin/attempts/overview').auth(caller.token, { type: 'bearer' });

  it('counts attempts and completions, and ranks quizzes by completions and by average score', async () => {
    const admin = await testToken(t, { role: 'admin' });
    const before = (await overview(admin).expect(200)).body;

    // given a hard quiz completed twice (20% and 40%) and an easy one completed once (100%)
    const hard = await publishQuiz(t, { name: 'AAA Hard Overview Quiz' });
    const easy = await publishQuiz(t, { name: 'AAA Easy Overview Quiz' });
    const [asha, ravi] = [await testToken(t), await testToken(t)];
    await post(asha, 'attemptquiz', { userId: asha.userId, quizId: hard.quizId, totalQuestions: 5 });
    await post(ravi, 'attemptquiz', { userId: ravi.userId, quizId: hard.quizId, totalQuestions: 5 });
    await post(asha, 'completequiz', completion(hard, asha.userId, [0, 0, 0, 0, 1]));
    await post(ravi, 'completequiz', completion(hard, ravi.userId, [0, 1, 0, 0, 1]));
    await post(asha, 'completequiz', completion(easy, asha.userId, [0, 1, 2, 3, 0]));

    // when an admin reads the overview, then the figures include them
    const after = await eventually(async () => {
      const body = (await overview(admin).expect(200)).body;
      expect(body.today.completions).toBe(before.today.completions + 3);
      expect(body.today.attempts).toBe(before.today.attempts + 2);
      return body;
    });
    expect(after.last30Days.completions).toBe(before.last30Days.completions + 3);
    expect(after.last30Days.attempts).toBe(before.last30Days.attempts + 2);
    expect(after.last30Days.perDay).toHaveLength(30);
    expect(after.last30Days.perDay[29]).toEqual({
      day: new Date().toISOString().slice(0, 10),
      attempts: after.today.attempts,
      completions: after.today.completions,
    });
    expect(after.mostTaken[0]).toEqual({
      quizId: hard.quizId,
      quizName: hard.name,
      completions: 2,
      averagePercent: 30,
    });
    expect(after.lowestAverage[0]).toMatchObject({ quizId: hard.quizId, averagePercent: 30 });
    expect(after.lowestAverage).toContainEqual(
      expect.objectContaining({ quizId: easy.quizId, completions: 1, averagePercent: 100 }),
    );
  });

  it('is for admins only', async () => {
    await overview(await testToken(t)).expect(403);
    await overview(await testToken(t, { role: 'editor' })).expect(403);
  });
});

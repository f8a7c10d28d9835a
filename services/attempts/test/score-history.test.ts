import { eventually, startTestApp, testToken, type TestApp } from '@exam/testing';
import { AttemptsAppModule } from '../src/attempts-app.module';
import { completion, publishQuiz } from './support/attempts-fixtures';

describe('GET /api/attempts/score-history/{userId}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp((c) => AttemptsAppModule.forRoot(c));
  });
  afterAll(() => t.close());

  const complete = (learner: { token: string }, body: object) =>
    t.http().post('/api/users/completequiz').auth(learner.token, { type: 'bearer' }).send(body).expect(200);
  const history = (learner: { token: string }, userId: string) =>
    t.http().get(`/api/attempts/score-history/${userId}`).auth(learner.token, { type: 'bearer' });

  it("answers the learner's scored completions, oldest first, with subject and percent", async () => {
    // given a learner who completes a mock test (4 of 5 right) and then a current-affairs quiz (1 of 2 right)
    const mock = await publishQuiz(t);
    const daily = await publishQuiz(t, { subject: 'Current Affairs', answerKey: [1, 1] });
    const learner = await testToken(t);
    await complete(learner, completion(mock, learner.userId, [0, 1, 2, 3, 1]));
    await complete(learner, completion(daily, learner.userId, [1, 0]));

    // when they read their score history (completions reach the attempts collection through the change log)
    // then both completions come back in the order they happened, scored by the server
    const res = await eventually(async () => {
      const answer = await history(learner, learner.userId).expect(200);
      expect(answer.body.points).toHaveLength(2);
      return answer;
    });
    expect(res.body.points).toEqual([
      expect.objectContaining({ quizId: mock.quizId, subject: 'Mock Tests', correctAnswers: 4, percent: 80 }),
      expect.objectContaining({
        quizId: daily.quizId,
        subject: 'Current Affairs',
        correctAnswers: 1,
        percent: 50,
      }),
    ]);
    expect(Date.parse(res.body.points[0].completedAt)).toBeLessThanOrEqual(
      Date.parse(res.body.points[1].completedAt),
    );
  });

  it('is empty for a learner with no completions, and only the learner may read it', async () => {
    const [me, other] = [await testToken(t), await testToken(t)];
    expect((await history(me, me.userId).expect(200)).body).toEqual({ points: [] });
    expect((await history(other, me.userId).expect(403)).body.message).toBe(
      'You can only view your own scores.',
    );
    expect((await history(me, 'not-an-id').expect(400)).body.message).toBe('Invalid user id');
  });
});

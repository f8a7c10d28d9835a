import { randomUUID } from 'node:crypto';
import { EVENT_BUS, type EventBus } from '@exam/messaging';
import { eventually, startTestApp, type TestApp } from '@exam/testing';
import { Types } from 'mongoose';
import { learnerProfile, loggedInLearner } from '../../identity/test/support/identity-fixtures';
import { PlatformModule } from '../src/platform.module';
import { catalogPublished, type TestQuiz } from '../../attempts/test/support/attempts-fixtures';

describe('attempts on the embedded platform', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp((c) => PlatformModule.forRoot(c))));
  afterAll(() => t.close());

  it("scores a learner's quiz on the server and shows it in the profile, dashboard and percentile", async () => {
    // Given a registered, verified and logged-in learner, and a quiz catalog published
    const learner = await loggedInLearner(t);
    const auth = { type: 'bearer' as const };
    const quiz: TestQuiz = {
      quizId: new Types.ObjectId().toString(),
      kind: 'quiz',
      name: `Current Affairs ${randomUUID().slice(0, 6)}`,
      division: 'Abhyudaya',
      subject: 'Current Affairs',
      chapter: 'March week 1',
      classs: 'Already passed 12th',
      difficulty: 'Free Exploratory Quiz',
      createdAt: new Date().toISOString(),
      accessible: [],
      questionsLength: 4,
      answerKey: [2, 0, 1, 3],
      marksPerCorrect: 2,
      negativeMarks: 0.66,
    };
    await t.app.get<EventBus>(EVENT_BUS).publish(catalogPublished(quiz));
    const ids = { userId: learner.userId, quizId: quiz.quizId };
    const quizFields = { division: quiz.division, quizName: quiz.name, quizSubject: quiz.subject };

    // When they start it, submit it with doctored counts, and the app stores the time spent
    await eventually(async () => {
      const started = await t
        .http()
        .post('/api/users/attemptquiz')
        .auth(learner.token, auth)
        .send({ ...ids, ...quizFields });
      expect(started.body).toMatchObject({ status: 'recorded' });
    }, 30_000);
    const result = await t
      .http()
      .post('/api/users/completequiz')
      .auth(learner.token, auth)
      .send({
        ...ids,
        ...quizFields,
        attemptId: randomUUID(),
        answers: [{ option: 2 }, { option: 1 }, { option: 1 }, { option: null }],
        totalQuestions: 4,
        attemptedQuestions: 4,
        correctAnswers: 4,
        wrongAnswers: 0,
        quizStartTime: new Date(Date.now() - 300_000).toISOString(),
        quizEndTime: new Date().toISOString(),
      })
      .expect(200);
    await t
      .http()
      .post('/api/users/storeTimeSpent')
      .auth(learner.token, auth)
      .send({ ...ids, quizName: quiz.name, quizDivision: quiz.division, durations: [40, 65, 30, 12] })
      .expect(200);

    // Then the server's score stands, whatever the counts said
    expect(result.body).toEqual({
      totalQuestions: 4,
      attemptedQuestions: 3,
      correctAnswers: 2,
      wrongAnswers: 1,
      score: 3.34,
    });
    // and identity's learner profile lists the quiz as attempted and completed
    await eventually(async () => {
      expect(await learnerProfile(t, learner)).toMatchObject({
        attemptedquizs: [quiz.quizId],
        completedquizs: [quiz.quizId],
      });
    }, 30_000);
    // and the dashboard and the percentile answer from their read models
    await eventually(async () => {
      const dashboard = await t
        .http()
        .get(`/api/users/dashboardgetuserbyid/${learner.userId}`)
        .auth(learner.token, auth)
        .expect(200);
      expect(dashboard.body.quizs).toContainEqual({
        _id: quiz.quizId,
        division: 'Abhyudaya',
        subject: 'Current Affairs',
      });
      expect(dashboard.body).toMatchObject({ attemptedquizs: [quiz.quizId], completedquizs: [quiz.quizId] });
    }, 30_000);
    const percentile = await t
      .http()
      .get(`/api/users/percentile/${encodeURIComponent(quiz.name)}/${learner.userId}`)
      .auth(learner.token, auth)
      .expect(200);
    expect(percentile.body).toEqual({ eligible: true, percentile: 100, candidates: 1 });
    // and the time spent is stored with the quiz's facts
    const stored = await t.db('attempts').collection('time_spent').findOne({ userId: learner.userId });
    expect(stored).toMatchObject({ quizId: quiz.quizId, totalSeconds: 147, quizChapter: 'March week 1' });
  });
});

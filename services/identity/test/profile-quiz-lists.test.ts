import { QuizAttempted, QuizCompleted, SubscriptionCancelled, type EventEnvelope } from '@exam/contracts';
import { startTestApp, type TestApp } from '@exam/testing';
import { IdentityAppModule } from '../src/identity-app.module';
import { OPEN_QUIZ_IDS, type StoredProfile } from '../src/profile/projections/learner-profile';
import { LearnerProfileProjector } from '../src/profile/projections/learner-profile.projector';
import { learnerProfile, loggedInAdmin, loggedInLearner } from './support/identity-fixtures';

/** A learner's quiz lists past OPEN_QUIZ_IDS ids: older ids sealed into one string, answers unchanged. */
describe('learner profile quiz lists', () => {
  let t: TestApp;
  let projector: LearnerProfileProjector;
  beforeAll(async () => {
    t = await startTestApp((c) => IdentityAppModule.forRoot(c));
    projector = t.app.get(LearnerProfileProjector);
  });
  afterAll(() => t.close());

  const ids = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `quiz-${from + i}`);
  const stored = (userId: string) => projector.profiles().findOne({ _id: userId });
  const quiz = (userId: string, quizId: string) => ({
    userId,
    quizId,
    kind: 'quiz' as const,
    quizName: `Polity Daily ${quizId}`,
    division: 'Abhyudaya',
    subject: 'Current Affairs',
  });
  // One aggregate per learner: the events of a batch keep their order.
  const attempted = (userId: string, quizId: string): EventEnvelope => ({
    ...QuizAttempted.create(`${userId}:${quizId}`, {
      ...quiz(userId, quizId),
      attemptedAt: '2026-11-01T00:00:00Z',
    }),
    aggregateId: userId,
  });
  const completed = (userId: string, quizId: string): EventEnvelope => ({
    ...QuizCompleted.create(`${userId}:${quizId}`, {
      ...quiz(userId, quizId),
      attemptId: `att-${quizId}`,
      questionCount: 10,
      attemptedQuestions: 9,
      correctAnswers: 7,
      wrongAnswers: 2,
      score: 7,
      ranked: false,
      startedAt: null,
      endedAt: null,
      completedAt: '2026-11-01T00:10:00Z',
    }),
    aggregateId: userId,
  });

  it('answers every quiz once, in order, while the profile keeps its older ids in one string', async () => {
    // given a learner completing 3 * OPEN_QUIZ_IDS quizzes in batches of 1 to 5, each also repeating an
    // earlier quiz, and one batch also cancelling a subscription (a fold)
    const learner = await loggedInLearner(t);
    await t.settle();
    const all = ids(3 * OPEN_QUIZ_IDS);
    for (let at = 0, size = 1; at < all.length; at += size, size = (size % 5) + 1) {
      const batch = [...all.slice(at, at + size), all[at >> 1]].flatMap((q) => [
        attempted(learner.userId, q),
        completed(learner.userId, q),
      ]);
      if (at === 20)
        batch.push(
          SubscriptionCancelled.create('sub_none', {
            subscriptionId: 'sub_none',
            userId: learner.userId,
            cancelledAt: '2026-11-01T00:00:00Z',
            accessEndsAt: '2026-12-31T00:00:00.000Z',
          }),
        );
      await projector.handleBatch(batch);
    }
    // then getuserbyid answers both lists whole and in order, and the stored arrays stayed short
    expect(await learnerProfile(t, learner)).toMatchObject({ attemptedquizs: all, completedquizs: all });
    const doc = (await stored(learner.userId))!;
    expect(doc.sealed).toBeDefined();
    expect(doc.completedquizs.length).toBeLessThan(OPEN_QUIZ_IDS + 6);
    // and so does the console, with no trace of the stored string
    const admin = await loggedInAdmin(t);
    const row = await t
      .http()
      .get(`/api/admin/users/${learner.userId}`)
      .auth(admin.token, { type: 'bearer' })
      .expect(200);
    expect(row.body).toMatchObject({ attemptedquizs: all, completedquizs: all });
    expect(row.body).not.toHaveProperty('sealed');
  });

  it('reads a profile stored before sealing as it was, and seals it on its next completion', async () => {
    // given a profile whose lists are long arrays, as stored before
    const learner = await loggedInLearner(t);
    await t.settle();
    const old = ids(2 * OPEN_QUIZ_IDS, 100);
    await projector
      .profiles()
      .updateOne({ _id: learner.userId }, { $set: { attemptedquizs: old, completedquizs: old } });
    expect(await learnerProfile(t, learner)).toMatchObject({ attemptedquizs: old, completedquizs: old });
    // when the learner completes one more quiz
    await projector.handleBatch([completed(learner.userId, 'quiz-new')]);
    // then it comes last, and the old ids are sealed
    expect(await learnerProfile(t, learner)).toMatchObject({
      attemptedquizs: old,
      completedquizs: [...old, 'quiz-new'],
    });
    const doc: StoredProfile = (await stored(learner.userId))!;
    expect(doc).toMatchObject({ attemptedquizs: [], completedquizs: [] });
    expect(JSON.parse(doc.sealed!)).toEqual({ attemptedquizs: old, completedquizs: [...old, 'quiz-new'] });
  });
});

import {
  OldQuizPurchased,
  QuizAttempted,
  QuizCompleted,
  SubscriptionActivated,
  SubscriptionCancelled,
  SubscriptionStatusChanged,
  type EventEnvelope,
} from '@exam/contracts';
import { EVENT_BUS, type EventBus } from '@exam/messaging';
import { eventually, startTestApp, type TestApp } from '@exam/testing';
import { IdentityAppModule } from '../src/identity-app.module';
import { LearnerProfileProjector } from '../src/profile/projections/learner-profile.projector';
import { learnerProfile, loggedInLearner } from './support/identity-fixtures';

/** Until billing and attempts exist, their events are fed straight onto the bus (Kafka in CI). */
describe('learner profile read model', () => {
  let t: TestApp;
  let bus: EventBus;
  beforeAll(async () => {
    t = await startTestApp((c) => IdentityAppModule.forRoot(c));
    bus = t.app.get(EVENT_BUS);
  });
  afterAll(() => t.close());

  it('shows subscriptions, paidfor, referral code, purchases and quizzes from billing and attempts events', async () => {
    const learner = await loggedInLearner(t);
    const next = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const activated = SubscriptionActivated.create('sub_A1', {
      subscriptionId: 'sub_A1',
      userId: learner.userId,
      planId: 'plan-monthly',
      planName: 'Abhyudaya Monthly',
      billingCycle: 'Monthly',
      status: 'active',
      startedAt: new Date().toISOString(),
      nextBillingAt: next,
      accessibleContent: ['Detailed News Analysis', 'Current Affairs'],
      paidfor: 'Abhyudaya-Already passed 12th',
      referralCode: 'ASHA7Q2K',
    });
    const purchased = OldQuizPurchased.create('order_B1', {
      orderId: 'order_B1',
      userId: learner.userId,
      subject: 'Current Affairs',
      division: 'Abhyudaya',
      className: 'Already passed 12th',
      fromDate: '2026-01-01',
      toDate: '2026-01-14',
      weeks: 2,
      amountRupees: 200,
      status: 'success',
      purchasedAt: new Date().toISOString(),
    });
    const quiz = {
      userId: learner.userId,
      quizId: 'quiz-1',
      kind: 'quiz' as const,
      quizName: 'Polity Daily 1',
      division: 'Abhyudaya',
      subject: 'Current Affairs',
    };
    const attempted = QuizAttempted.create(`${learner.userId}:quiz-1`, {
      ...quiz,
      attemptedAt: new Date().toISOString(),
    });
    const completed = QuizCompleted.create(`${learner.userId}:quiz-1`, {
      ...quiz,
      attemptId: 'att-1',
      questionCount: 10,
      attemptedQuestions: 9,
      correctAnswers: 7,
      wrongAnswers: 2,
      score: 7,
      ranked: true,
      startedAt: null,
      endedAt: null,
      completedAt: new Date().toISOString(),
    });

    await bus.publish([activated, purchased, attempted, completed]);

    const profile = await eventually(async () => {
      const p = await learnerProfile(t, learner);
      expect(p.completedquizs).toEqual(['quiz-1']);
      expect(p.purchaseOrders).toHaveLength(1);
      expect(p.subscriptions).toHaveLength(1);
      return p;
    });
    expect(profile).toMatchObject({
      paid: true,
      referralCode: 'ASHA7Q2K',
      paidfor: ['Abhyudaya-Already passed 12th'],
      attemptedquizs: ['quiz-1'],
      subscriptions: [
        {
          id: 'sub_A1',
          status: 'active',
          nextBillingDate: next,
          accessibleContent: ['Detailed News Analysis', 'Current Affairs'],
        },
      ],
      purchaseOrders: [
        {
          orderId: 'order_B1',
          status: 'success',
          subject: 'Current Affairs',
          from: '2026-01-01',
          to: '2026-01-14',
          amount: 200,
        },
      ],
    });

    // Redelivering the same events changes nothing.
    const versionBefore = (await t
      .db('identity')
      .collection('learner_profiles')
      .findOne({ _id: learner.userId as never }))!.v;
    await bus.publish([activated, purchased, attempted, completed, activated]);
    await t.settle();
    const again = await learnerProfile(t, learner);
    expect(again).toEqual(profile);
    expect(
      (await t
        .db('identity')
        .collection('learner_profiles')
        .findOne({ _id: learner.userId as never }))!.v,
    ).toBe(versionBefore);

    // A cancellation keeps access until the next billing date.
    await bus.publish([
      SubscriptionCancelled.create('sub_A1', {
        subscriptionId: 'sub_A1',
        userId: learner.userId,
        cancelledAt: new Date().toISOString(),
        accessEndsAt: next,
      }),
    ]);
    await eventually(async () =>
      expect((await learnerProfile(t, learner)).subscriptions[0]).toMatchObject({
        status: 'cancelled',
        nextBillingDate: next,
      }),
    );
    expect((await learnerProfile(t, learner)).paid).toBe(true);
  });

  it('says paid, and lists paidfor, only while a subscription gives access now (issue 35)', async () => {
    const learner = await loggedInLearner(t);
    const next = new Date(Date.now() + 30 * 86_400_000).toISOString();
    await bus.publish([
      SubscriptionActivated.create('sub_L1', {
        subscriptionId: 'sub_L1',
        userId: learner.userId,
        planId: 'plan-monthly',
        planName: 'Abhyudaya Monthly',
        billingCycle: 'Monthly',
        status: 'active',
        startedAt: new Date().toISOString(),
        nextBillingAt: next,
        accessibleContent: ['Current Affairs'],
        paidfor: 'Abhyudaya-Already passed 12th',
        referralCode: 'LIVE7Q2K',
      }),
    ]);
    await eventually(async () =>
      expect(await learnerProfile(t, learner)).toMatchObject({
        paid: true,
        paidfor: ['Abhyudaya-Already passed 12th'],
      }),
    );

    // When all its cycles are billed, the subscription no longer opens anything: nor does the profile say so
    await bus.publish([
      SubscriptionStatusChanged.create('sub_L1', {
        subscriptionId: 'sub_L1',
        userId: learner.userId,
        status: 'completed',
        nextBillingAt: next,
        reason: 'all cycles billed',
      }),
    ]);
    await eventually(async () =>
      expect(await learnerProfile(t, learner)).toMatchObject({ paid: false, paidfor: [] }),
    );
  });

  it('applies a batch with one write per profile, and a redelivered batch changes nothing', async () => {
    const learner = await loggedInLearner(t);
    await t.settle();
    const projector = t.app.get(LearnerProfileProjector);
    const profiles = t.db('identity').collection('learner_profiles');
    const stored = () => profiles.findOne({ _id: learner.userId as never });
    const before = (await stored())!;
    const quiz = (quizId: string) => ({
      userId: learner.userId,
      quizId,
      kind: 'quiz' as const,
      quizName: `Polity Daily ${quizId}`,
      division: 'Abhyudaya',
      subject: 'Current Affairs',
      attemptedAt: new Date().toISOString(),
    });
    // One aggregate for the quizzes: on Kafka the rebuild below sees them in this order only within one partition.
    const attempted = (quizId: string): EventEnvelope => ({
      ...QuizAttempted.create(`${learner.userId}:${quizId}`, quiz(quizId)),
      aggregateId: learner.userId,
    });
    const batch = [
      attempted('quiz-b1'),
      attempted('quiz-b2'),
      SubscriptionCancelled.create('sub_B1', {
        subscriptionId: 'sub_B1',
        userId: learner.userId,
        cancelledAt: new Date().toISOString(),
        accessEndsAt: '2026-12-31T00:00:00.000Z',
      }),
      attempted('quiz-b3'),
    ];

    await projector.handleBatch(batch);
    const applied = (await stored())!;
    expect(applied.attemptedquizs).toEqual(['quiz-b1', 'quiz-b2', 'quiz-b3']);
    expect(applied.subscriptions).toEqual([
      expect.objectContaining({
        id: 'sub_B1',
        status: 'cancelled',
        nextBillingDate: '2026-12-31T00:00:00.000Z',
      }),
    ]);
    // Four events, one compare-and-set.
    expect(applied.v).toBe(before.v + 1);

    // Redelivered: the applied-event memory skips it.
    await projector.handleBatch(batch);
    expect(await stored()).toEqual(applied);

    // Redelivered after that memory was lost (a crash between the write and remembering): the fold finds
    // nothing to change and writes nothing, not even a new version.
    await t
      .db('identity')
      .collection('applied_events')
      .deleteMany({ _id: { $in: batch.map((e) => `${projector.name}:${e.eventId}`) } as never });
    await projector.handleBatch([...batch].reverse());
    expect(await stored()).toEqual(applied);

    // And once more the ordinary way, through the bus (which also leaves these events on the topics the
    // rebuild below reads).
    await bus.publish(batch);
    await t.settle();
    expect(await stored()).toEqual(applied);
  });

  it('rebuilds from the beginning of its topics to the same read model', async () => {
    await loggedInLearner(t);
    await t.settle();
    const profiles = t.db('identity').collection('learner_profiles');
    const live = await profiles
      .find({}, { projection: { v: 0 } })
      .sort({ _id: 1 })
      .toArray();
    expect(live.length).toBeGreaterThan(0);

    await t.runtime.rebuild('identity.learner-profile');

    const rebuilt = await profiles
      .find({}, { projection: { v: 0 } })
      .sort({ _id: 1 })
      .toArray();
    expect(rebuilt).toEqual(live);
  });
});

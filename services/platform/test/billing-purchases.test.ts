import { eventually, startTestApp, type TestApp } from '@exam/testing';
import { createQuiz, daysAgoIso } from '../../catalog/test/support/catalog-fixtures';
import { learnerProfile, loggedInLearner } from '../../identity/test/support/identity-fixtures';
import { PlatformModule } from '../src/platform.module';
import { buyOldQuizzes, daysAgo, PAYMENT_SCOPE, subscribeToPlan, unsubscribe } from './support/billing-flow';

describe('billing on the embedded platform', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp((c) => PlatformModule.forRoot(c))));
  afterAll(() => t.close());

  it("shows a subscription and an old-quiz purchase in the learner's profile", async () => {
    // Given a registered, verified and logged-in learner
    const learner = await loggedInLearner(t);
    const profile = () => learnerProfile(t, learner);
    expect((await profile()).paid).toBe(false);

    // And a premium Current Affairs quiz from last week (an old-quiz order must open something)
    const admin = await t
      .http()
      .post('/api/users/login')
      .send({ email: t.config.ADMIN_EMAIL, password: t.config.ADMIN_PASSWORD, uniqueBrowserId: 'admin-desk' })
      .expect(200);
    await createQuiz(t, admin.body.token, { name: 'CA last week', createdAt: daysAgoIso(7) });
    await t.settle();

    // When they subscribe to the Quarterly plan and buy two weeks of old Current Affairs quizzes
    const subscription = await subscribeToPlan(t, learner, 'Quarterly');
    const [from, to] = [daysAgo(13), daysAgo(0)];
    const purchase = await buyOldQuizzes(t, learner, { subject: 'Current Affairs', from, to });
    expect(purchase).toMatchObject({ weeks: 2, amount: 200 });

    // Then the profile shows both, the paidfor entry, the referral code, and a paid user
    await eventually(async () => {
      const p = await profile();
      expect(p.subscriptions).toEqual([
        {
          id: subscription.subscriptionId,
          plan: 'Abhyudaya Quarterly',
          billingCycle: 'Quarterly',
          status: 'active',
          startDate: expect.any(String),
          nextBillingDate: expect.any(String),
          accessibleContent: subscription.plan.accessibleContent,
        },
      ]);
      expect(p.purchaseOrders).toEqual([
        expect.objectContaining({
          orderId: purchase.orderId,
          status: 'success',
          subject: 'Current Affairs',
          from,
          to,
          weeks: 2,
          amount: 200,
        }),
      ]);
      expect(p).toMatchObject({
        paidfor: [PAYMENT_SCOPE],
        referralCode: subscription.referralCode,
        paid: true,
      });
    }, 30_000);
  });

  it('keeps a cancelled subscription paid in the profile until its next billing date', async () => {
    // Given a learner with an active Monthly subscription
    const learner = await loggedInLearner(t);
    const { subscriptionId } = await subscribeToPlan(t, learner, 'Monthly');
    const profile = () => learnerProfile(t, learner);
    const active = await eventually(async () => {
      const p = await profile();
      expect(p.subscriptions[0]).toMatchObject({ id: subscriptionId, status: 'active' });
      return p.subscriptions[0];
    }, 30_000);

    // When they unsubscribe
    const res = await unsubscribe(t, learner, subscriptionId);

    // Then the profile shows it cancelled, still paid, with access until the same next billing date
    expect(res.accessUntil).toBe(active.nextBillingDate);
    await eventually(async () => {
      const p = await profile();
      expect(p.subscriptions[0]).toMatchObject({
        status: 'cancelled',
        nextBillingDate: active.nextBillingDate,
      });
      expect(p.paid).toBe(true);
    }, 30_000);
  });

  it('opens a premium quiz after the subscription, and a restricted old quiz after its purchase', async () => {
    // Given two published premium Current Affairs quizzes: one from yesterday, one from ten days ago
    const login = await t
      .http()
      .post('/api/users/login')
      .send({ email: t.config.ADMIN_EMAIL, password: t.config.ADMIN_PASSWORD, uniqueBrowserId: 'admin-desk' })
      .expect(200);
    const editor: string = login.body.token;
    const recent = await createQuiz(t, editor, { name: 'CA recent', createdAt: daysAgoIso(1) });
    const old = await createQuiz(t, editor, { name: 'CA ten days old', createdAt: daysAgoIso(10) });
    const learner = await loggedInLearner(t);
    const open = (quizid: string) =>
      t.http().post('/api/quizs/getquizbyid').auth(learner.token, { type: 'bearer' }).send({ quizid });
    expect((await open(recent.id).expect(403)).body.reason).toBe('premium');

    // When the learner subscribes to the Monthly plan (Detailed News Analysis and Current Affairs)
    await subscribeToPlan(t, learner, 'Monthly');

    // Then the recent quiz opens, and the old one is restricted by the old-quiz rule
    const served = await eventually(async () => (await open(recent.id).expect(200)).body, 30_000);
    expect(served.questions).toHaveLength(2);
    expect((await open(old.id).expect(403)).body.reason).toBe('old_quiz_restricted');

    // When they buy the last two weeks of old Current Affairs quizzes, the old one opens too
    await buyOldQuizzes(t, learner, { subject: 'Current Affairs', from: daysAgo(13), to: daysAgo(0) });
    await eventually(async () => open(old.id).expect(200), 30_000);
  });
});

import { QuizOpened } from '@exam/contracts';
import { EVENT_BUS, type EventBus } from '@exam/messaging';
import { testToken, type TestApp } from '@exam/testing';
import { Types } from 'mongoose';
import { SeedPlans } from '../src/plans/seed-plans';
import {
  learner,
  payAtCheckout,
  startBilling,
  subscribe,
  verifySubscription,
} from './support/billing-fixtures';

describe('plans and the refund rule', () => {
  let t: TestApp;
  let admin: { token: string };
  beforeAll(async () => {
    t = await startBilling();
    admin = await testToken(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  it('serves the four Abhyudaya plans publicly, and says other divisions have none yet', async () => {
    const res = await t.http().get('/api/payment/plans').query({ division: 'Abhyudaya' }).expect(200);
    expect(
      res.body.plans.map((p: Record<string, unknown>) => [
        p.name,
        p.price,
        p.listPrice,
        p.saving,
        p.total_count,
      ]),
    ).toEqual([
      ['Abhyudaya Monthly', 1000, null, 0, 96],
      ['Abhyudaya Quarterly', 2925, 3000, 2.5, 32],
      ['Abhyudaya Half Yearly', 5700, 6000, 5, 16],
      ['Abhyudaya Yearly', 10800, 12000, 10, 8],
    ]);
    expect(res.body.plans[0]).toMatchObject({
      plan_id: expect.stringMatching(/^plan_[A-Za-z0-9]{14}$/),
      DivisonAndClass: 'Abhyudaya-Already passed 12th',
      currency: 'INR',
      features: expect.arrayContaining(['Daily current affairs: 150-200 questions']),
      accessibleContent: ['Detailed News Analysis', 'Current Affairs'],
      alreadySubscribed: false,
    });
    expect((await t.http().get('/api/payment/plans').query({ division: 'Udbodh' }).expect(200)).body).toEqual(
      {
        division: 'Udbodh',
        plans: [],
        message: 'No plans are available for Udbodh yet.',
      },
    );
    expect((await t.http().get('/api/payment/plans').query({ division: 'Nowhere' })).status).toBe(400);
  });

  it('lets admins list, show and edit plans, keeps edits across a re-seed, and refuses learners', async () => {
    const asAdmin = (req: ReturnType<ReturnType<TestApp['http']>['get']>) =>
      req.auth(admin.token, { type: 'bearer' });
    const list = await asAdmin(t.http().get('/api/admin/plans')).expect(200);
    expect(list.headers['content-range']).toBe('plans 0-3/4');
    const monthly = list.body[0];
    expect(monthly.id).toBe('abhyudaya-monthly');
    await asAdmin(t.http().get('/api/admin/plans/abhyudaya-monthly')).expect(200);

    // react-admin sends the whole record back; read-only fields (id, saving) are ignored
    const edited = await t
      .http()
      .put('/api/admin/plans/abhyudaya-monthly')
      .auth(admin.token, { type: 'bearer' })
      .send({ ...monthly, price: 1100, listPrice: 1200, saving: 99, features: ['Daily current affairs'] })
      .expect(200);
    expect(edited.body).toMatchObject({
      price: 1100,
      listPrice: 1200,
      saving: 8.33,
      features: ['Daily current affairs'],
    });
    const bad = await t
      .http()
      .patch('/api/admin/plans/abhyudaya-monthly')
      .auth(admin.token, { type: 'bearer' })
      .send({ listPrice: 900 });
    expect(bad.body).toEqual({
      statusCode: 400,
      message: 'listPrice must be at least the price, or null for no discount.',
    });
    // a number past any provider's range is refused, not stored (it came back as 7.7e+80 before)
    const huge = await t
      .http()
      .patch('/api/admin/plans/abhyudaya-monthly')
      .auth(admin.token, { type: 'bearer' })
      .send({ total_count: 7.756160643033508e80 });
    expect(huge.status).toBe(400);
    expect(JSON.stringify(huge.body.message)).toContain('total_count must be at most 1000');

    await t.app.get(SeedPlans).onApplicationBootstrap();
    const cards = (await t.http().get('/api/payment/plans').expect(200)).body.plans;
    expect(cards).toHaveLength(4);
    expect(cards[0]).toMatchObject({ price: 1100, plan_id: monthly.plan_id });

    const who = await learner(t);
    expect((await t.http().get('/api/admin/plans').auth(who.token, { type: 'bearer' })).status).toBe(403);
    expect((await t.http().get('/api/admin/plans/nope').auth(admin.token, { type: 'bearer' })).status).toBe(
      404,
    );
  });

  it('lists active subscriptions within 24 hours of start with fewer than 5 premium quizzes opened', async () => {
    // Given a learner who subscribed and then opened premium quizzes (and one free one)
    const who = await learner(t);
    const id = await subscribe(t, who, 'Quarterly');
    await verifySubscription(t, who, await payAtCheckout(t, id)).expect(200);
    const bus = t.app.get<EventBus>(EVENT_BUS);
    const open = (premium: boolean) => {
      const quizId = new Types.ObjectId().toString();
      return QuizOpened.create(who.userId, {
        userId: who.userId,
        quizId,
        kind: 'quiz',
        subject: 'Current Affairs',
        premium,
        openedAt: new Date().toISOString(),
      });
    };
    const threeOpens = [open(true), open(true), open(true), open(false)];
    await bus.publish(threeOpens);
    await bus.publish([threeOpens[0]]); // a redelivery counts once
    await t.settle();
    const refunds = () =>
      t
        .http()
        .get('/api/admin/refunds')
        .auth(admin.token, { type: 'bearer' })
        .query({ filter: '{"all":true}' });
    const mine = async () => (await refunds().expect(200)).body.find((r: { id: string }) => r.id === id);

    // Then the subscription is refundable, with its count
    expect(await mine()).toMatchObject({ userId: who.userId, premiumQuizzesOpened: 3, eligible: true });
    // and the console's subscriptions list (its page's opens read at once) says the same
    const listed = await t
      .http()
      .get('/api/admin/subscriptions')
      .auth(admin.token, { type: 'bearer' })
      .query({ filter: JSON.stringify({ userId: who.userId }) })
      .expect(200);
    expect(listed.body).toEqual([
      expect.objectContaining({ id, premiumQuizzesOpened: 3, refundEligible: true }),
    ]);

    // When two more premium quizzes are opened, it no longer is
    await bus.publish([open(true), open(true)]);
    await t.settle();
    expect(await mine()).toMatchObject({ premiumQuizzesOpened: 5, eligible: false });
    const eligibleOnly = await t
      .http()
      .get('/api/admin/refunds')
      .auth(admin.token, { type: 'bearer' })
      .expect(200);
    expect(eligibleOnly.body.map((r: { id: string }) => r.id)).not.toContain(id);
    expect((await t.http().get('/api/admin/refunds').auth(who.token, { type: 'bearer' })).status).toBe(403);
  });

  it('lists subscriptions with status and date filters and the refund rule per row; orders likewise; admins only', async () => {
    // Given a learner's fresh, paid subscription
    const who = await learner(t);
    const id = await subscribe(t, who, 'Monthly');
    await verifySubscription(t, who, await payAtCheckout(t, id)).expect(200);
    const list = (resource: string, filter: object, token = admin.token) =>
      t
        .http()
        .get(`/api/admin/${resource}`)
        .auth(token, { type: 'bearer' })
        .query({ filter: JSON.stringify(filter) });
    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);

    // Then it is listed as active today, refundable, and not among cancelled ones or yesterday's
    const active = await list('subscriptions', {
      status: 'active',
      userId: who.userId,
      from: today,
      to: today,
    }).expect(200);
    expect(active.headers['x-total-count']).toBe('1');
    expect(active.body[0]).toMatchObject({
      id,
      status: 'active',
      refundEligible: true,
      premiumQuizzesOpened: 0,
    });
    expect(
      (await list('subscriptions', { status: 'cancelled', userId: who.userId }).expect(200)).body,
    ).toEqual([]);
    expect((await list('subscriptions', { userId: who.userId, to: '2020-01-01' }).expect(200)).body).toEqual(
      [],
    );
    await list('subscriptions', { from: 'yesterday' }).expect(400);
    await list('orders', { userId: who.userId }).expect(200);
    expect((await list('subscriptions', {}, who.token)).status).toBe(403);
    expect((await list('orders', {}, who.token)).status).toBe(403);
  });
});

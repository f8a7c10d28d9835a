import { testToken, type TestApp } from '@exam/testing';
import { weekOf } from '../src/overview/revenue-weeks';
import {
  learner,
  payAtCheckout,
  planCard,
  startBilling,
  subscribe,
  verifySubscription,
} from './support/billing-fixtures';

describe('GET /api/admin/billing/overview', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startBilling();
  });
  afterAll(() => t.close());

  const overview = (caller: { token: string }) =>
    t.http().get('/api/admin/billing/overview').auth(caller.token, { type: 'bearer' });

  it("counts active subscriptions and puts a paid subscription's amount in this week's revenue", async () => {
    const admin = await testToken(t, { role: 'admin' });
    const before = (await overview(admin).expect(200)).body;
    expect(before.revenueByWeek).toHaveLength(12);

    // given a learner who subscribed to the Quarterly plan, paid and verified
    const plan = await planCard(t, 'Quarterly');
    const who = await learner(t);
    const id = await subscribe(t, who, 'Quarterly');
    await verifySubscription(t, who, await payAtCheckout(t, id)).expect(200);

    // when an admin reads the overview, then it is one more active subscription and this week's revenue
    const after = (await overview(admin).expect(200)).body;
    expect(after.activeSubscriptions).toBe(before.activeSubscriptions + 1);
    const thisWeek = after.revenueByWeek[11];
    expect(thisWeek.week).toBe(weekOf(new Date()));
    expect(thisWeek.subscriptions).toBe(before.revenueByWeek[11].subscriptions + plan.price);
    expect(thisWeek.total).toBe(thisWeek.subscriptions + thisWeek.orders);
  });

  it('is for admins only', async () => {
    await overview(await testToken(t)).expect(403);
  });
});

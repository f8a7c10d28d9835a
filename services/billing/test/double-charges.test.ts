import { testToken } from '@exam/testing';
import { webhookBody, subscriptionEntity } from '../src/provider/razorpay-webhook-payloads';
import {
  billingTestApp,
  learner,
  payAtCheckout,
  planCard,
  SCOPE,
  sendWebhook,
  signed,
  subscribe,
  subscriptionDoc,
  verifySubscription,
  type Learner,
} from './support/billing-fixtures';

/** Issue 35, items 4, 6 and 7: one paid subscription per plan, honest answers to replays, one plan per provider plan. */
describe('double charges and replayed verifications', () => {
  const { t } = billingTestApp();

  const subscribeTo = (who: Learner, plan: { plan_id: string; total_count: number }) =>
    t.http().post('/api/payment/aepsubscription').auth(who.token, { type: 'bearer' }).send({
      plan_id: plan.plan_id,
      userId: who.userId,
      total_count: plan.total_count,
      DivisonAndClass: SCOPE,
    });
  /** Ages a created subscription past the checkout window, as one abandoned in another tab an hour ago. */
  const abandon = (id: string) =>
    t
      .db('billing')
      .collection('subscriptions')
      .updateOne({ _id: id as never }, { $set: { createdAt: new Date(Date.now() - 3_600_000) } });

  it("answers 409 'Already Subscribed' to a second subscription while one to the plan is open", async () => {
    const who = await learner(t);
    const plan = await planCard(t, 'Monthly');
    const first = await subscribeTo(who, plan).expect(201);
    // While the first awaits its payment (created) the 409 hands it back to be paid; once it is active, not
    expect((await subscribeTo(who, plan)).body).toMatchObject({
      statusCode: 409,
      message: 'Already Subscribed',
      pending: { data: { id: first.body.data.id }, amount: plan.price },
    });
    await verifySubscription(t, who, await payAtCheckout(t, first.body.data.id)).expect(200);
    expect((await subscribeTo(who, plan)).body).toEqual({ statusCode: 409, message: 'Already Subscribed' });
    // Another plan is another matter
    expect((await subscribeTo(who, await planCard(t, 'Yearly'))).status).toBe(201);
  });

  it('refuses, cancels at the provider and refunds a second paid subscription to an active plan, once', async () => {
    // Given two subscriptions to one plan, both paid at the checkout (the first abandoned, then paid late)
    const who = await learner(t);
    const a = await subscribe(t, who, 'Quarterly');
    await abandon(a);
    const b = await subscribe(t, who, 'Quarterly');
    const [paidA, paidB] = [await payAtCheckout(t, a), await payAtCheckout(t, b)];

    // When both are verified at once
    const [va, vb] = await Promise.all([
      verifySubscription(t, who, paidA),
      verifySubscription(t, who, paidB),
    ]);

    // Then one is active and the other refused with 409, cancelled and refunded at the provider
    expect([va.status, vb.status].sort()).toEqual([200, 409]);
    const refused = va.status === 409 ? va : vb;
    const [kept, dropped] = va.status === 409 ? [b, a] : [a, b];
    const droppedPayment = dropped === a ? paidA : paidB;
    expect(refused.body.message).toBe(
      'Already Subscribed: you already have an active Abhyudaya Quarterly subscription. This payment is refunded.',
    );
    expect(await subscriptionDoc(t, kept)).toMatchObject({ status: 'active' });
    expect(await subscriptionDoc(t, dropped)).toMatchObject({
      status: 'cancelled',
      refund: expect.objectContaining({ paymentId: droppedPayment.razorpay_payment_id, amount: 2925 }),
    });
    const provider = await t
      .db('billing')
      .collection('local_checkout')
      .findOne({ _id: dropped as never });
    expect(provider).toMatchObject({
      status: 'cancelled',
      refunds: [
        expect.objectContaining({ paymentId: droppedPayment.razorpay_payment_id, amountPaise: 292_500 }),
      ],
    });

    // And its webhooks, arriving late, neither activate it nor refund it twice
    const late = subscriptionEntity({
      id: dropped,
      planId: 'plan_X',
      status: 'active',
      currentStart: new Date(),
      currentEnd: new Date(Date.now() + 90 * 86_400_000),
      paidCount: 1,
      totalCount: 32,
      notes: {},
    });
    await sendWebhook(t, signed(t, webhookBody('subscription.activated', { subscription: late }))).expect(
      200,
    );
    expect(await subscriptionDoc(t, dropped)).toMatchObject({ status: 'cancelled' });
    expect(
      (await t
        .db('billing')
        .collection('local_checkout')
        .findOne({ _id: dropped as never }))!.refunds,
    ).toHaveLength(1);

    // And the console's refunds list shows the refund
    const admin = await testToken(t, { role: 'admin' });
    const refunds = await t
      .http()
      .get('/api/admin/refunds')
      .auth(admin.token, { type: 'bearer' })
      .expect(200);
    expect(refunds.body).toContainEqual(
      expect.objectContaining({
        subscriptionId: dropped,
        userId: who.userId,
        amount: 2925,
        refunded: true,
        reason: 'Second subscription to a plan already active',
      }),
    );
  });

  it('answers a replayed verification of a cancelled or completed subscription with 409 and its state', async () => {
    const who = await learner(t);
    const id = await subscribe(t, who, 'Half Yearly');
    const paid = await payAtCheckout(t, id);
    await verifySubscription(t, who, paid).expect(200);
    await t
      .http()
      .post('/api/payment/unsubscribe')
      .auth(who.token, { type: 'bearer' })
      .send({ subscriptionId: id, userId: who.userId })
      .expect(200);

    expect((await verifySubscription(t, who, paid)).body).toEqual({
      statusCode: 409,
      message: 'This subscription is cancelled: verifying its payment again changes nothing.',
      status: 'cancelled',
    });

    await t
      .db('billing')
      .collection('subscriptions')
      .updateOne({ _id: id as never }, { $set: { status: 'completed' } });
    expect((await verifySubscription(t, who, paid)).body).toMatchObject({
      statusCode: 409,
      status: 'completed',
    });
  });

  it('refuses to give two plans one provider plan id, naming the other plan', async () => {
    const admin = await testToken(t, { role: 'admin' });
    const yearly = await planCard(t, 'Yearly');
    const res = await t
      .http()
      .patch('/api/admin/plans/abhyudaya-monthly')
      .auth(admin.token, { type: 'bearer' })
      .send({ plan_id: yearly.plan_id });
    expect(res.body).toEqual({
      statusCode: 409,
      message: `The provider plan ${yearly.plan_id} already belongs to the Abhyudaya Yearly plan.`,
    });
    // Its own id again is no conflict
    const monthly = await planCard(t, 'Monthly');
    await t
      .http()
      .patch('/api/admin/plans/abhyudaya-monthly')
      .auth(admin.token, { type: 'bearer' })
      .send({ plan_id: monthly.plan_id })
      .expect(200);
  });
});

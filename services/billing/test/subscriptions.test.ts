import {
  PaymentVerified,
  SubscriptionActivated,
  SubscriptionCancelled,
  SubscriptionStatusChanged,
} from '@exam/contracts';
import { eventually } from '@exam/testing';
import { subscriptionSignature } from '../src/provider/domain/signatures';
import { ExpireEndedAccess } from '../src/subscriptions/expire-ended-access';
import {
  billingTestApp,
  learner,
  payAtCheckout,
  planCard,
  SCOPE,
  subscribe,
  subscribedLearner,
  subscriptionDoc,
  verifySubscription,
} from './support/billing-fixtures';

describe('subscribing to a plan through the local checkout', () => {
  const { t, events } = billingTestApp();

  it('creates, pays, verifies and activates, and SubscriptionActivated carries the plan', async () => {
    // Given a learner who subscribed to the Quarterly plan and paid on the local checkout
    const who = await learner(t);
    const plan = await planCard(t, 'Quarterly');
    const id = await subscribe(t, who, 'Quarterly');
    expect(id).toMatch(/^sub_[A-Za-z0-9]{14}$/);
    const payment = await payAtCheckout(t, id);
    expect(payment).toEqual({
      razorpay_payment_id: expect.stringMatching(/^pay_[A-Za-z0-9]{14}$/),
      razorpay_subscription_id: id,
      razorpay_signature: subscriptionSignature(
        payment.razorpay_payment_id,
        id,
        t.config.secrets.razorpayKeySecret,
      ),
    });

    // When the learner app verifies the checkout's payload
    const res = await verifySubscription(t, who, payment).expect(200);

    // Then it is active, one cycle on, with a referral code, and the activation is published once
    expect(res.body).toEqual({
      message: expect.any(String),
      referralCode: expect.stringMatching(/^[A-Z2-9]{8}$/),
    });
    const stored = await subscriptionDoc(t, id);
    expect(stored).toMatchObject({
      status: 'active',
      userId: who.userId,
      paymentIds: [payment.razorpay_payment_id],
    });
    await t.settle();
    await eventually(() => expect(events.of(SubscriptionActivated, id)).toHaveLength(1), 30_000);
    const [activated] = events.of(SubscriptionActivated, id);
    expect(activated.payload).toEqual({
      subscriptionId: id,
      userId: who.userId,
      planId: 'abhyudaya-quarterly',
      planName: 'Abhyudaya Quarterly',
      billingCycle: 'Quarterly',
      status: 'active',
      startedAt: stored!.startDate.toISOString(),
      nextBillingAt: stored!.nextBillingDate.toISOString(),
      accessibleContent: plan.accessibleContent,
      paidfor: SCOPE,
      referralCode: res.body.referralCode,
    });
    const months =
      (stored!.nextBillingDate.getUTCFullYear() - stored!.startDate.getUTCFullYear()) * 12 +
      stored!.nextBillingDate.getUTCMonth() -
      stored!.startDate.getUTCMonth();
    expect(months).toBe(3);

    // And the same plan cannot be bought again while it runs
    const again = await t
      .http()
      .post('/api/payment/aepsubscription')
      .auth(who.token, { type: 'bearer' })
      .send({ plan_id: plan.plan_id, userId: who.userId, total_count: 32, DivisonAndClass: SCOPE });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ statusCode: 409, message: 'Already Subscribed' });
    const cards = await t.http().get('/api/payment/plans').auth(who.token, { type: 'bearer' }).expect(200);
    expect(cards.body.plans.map((p: { alreadySubscribed: boolean }) => p.alreadySubscribed)).toEqual([
      false,
      true,
      false,
      false,
    ]);
  });

  it('refuses a tampered signature with 400', async () => {
    const { who, id } = await subscribedLearner(t, 'Monthly');
    const payment = await payAtCheckout(t, id);
    const tampered = payment.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    // A signature made with the wrong secret, and one for another payment id, fail the same way.
    for (const signature of [tampered, subscriptionSignature('pay_AAAAAAAAAAAAAA', id, 'wrong')]) {
      const res = await verifySubscription(t, who, { ...payment, razorpay_signature: signature });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: 'Payment verification failed: the signature does not match.',
      });
    }
    const other = await verifySubscription(t, who, { ...payment, razorpay_payment_id: 'pay_BBBBBBBBBBBBBB' });
    expect(other.status).toBe(400);
  });

  it('activates exactly once under twenty concurrent verify calls and the racing webhooks', async () => {
    const { who, id } = await subscribedLearner(t, 'Yearly');
    const payment = await payAtCheckout(t, id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => verifySubscription(t, who, payment)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body.referralCode)).size).toBe(1);
    await t.settle();
    const stored = await subscriptionDoc(t, id);
    expect(stored).toMatchObject({ status: 'active', paymentIds: [payment.razorpay_payment_id] });
    await eventually(() => expect(events.of(SubscriptionActivated, id)).toHaveLength(1), 30_000);
    expect(events.of(PaymentVerified, id)).toHaveLength(1);
  });

  it('checks the plan, total_count, scope and the buyer against the server', async () => {
    const who = await learner(t);
    const plan = await planCard(t, 'Half Yearly');
    const send = (body: object, token = who.token) =>
      t.http().post('/api/payment/aepsubscription').auth(token, { type: 'bearer' }).send(body);
    const good = { plan_id: plan.plan_id, userId: who.userId, total_count: 16, DivisonAndClass: SCOPE };
    expect((await send({ ...good, total_count: 17 })).body).toEqual({
      statusCode: 400,
      message: 'total_count must be 16 for the Abhyudaya Half Yearly plan, not 17.',
    });
    expect((await send({ ...good, plan_id: 'plan_XXXXXXXXXXXXXX' })).status).toBe(400);
    expect((await send({ ...good, DivisonAndClass: 'Udbodh-Already passed 12th' })).body.message).toBe(
      'No plans are available for Udbodh-Already passed 12th yet.',
    );
    expect((await send({ ...good, total_count: '16' })).body.message).toBe(
      'total_count must be a whole number',
    );
    const stranger = await learner(t);
    expect((await send(good, stranger.token)).status).toBe(403);
    expect((await t.http().post('/api/payment/aepsubscription').send(good)).status).toBe(401);
  });

  it('unsubscribes an active subscription, keeping access until the next billing date, then ends it', async () => {
    // Given an active Monthly subscription
    const { who, id } = await subscribedLearner(t, 'Monthly');
    await verifySubscription(t, who, await payAtCheckout(t, id)).expect(200);
    const before = await subscriptionDoc(t, id);
    const unsubscribe = () =>
      t
        .http()
        .post('/api/payment/unsubscribe')
        .auth(who.token, { type: 'bearer' })
        .send({ subscriptionId: id, userId: who.userId });

    // When the learner unsubscribes
    const res = await unsubscribe().expect(200);

    // Then access continues until the next billing date, and a second try is refused
    expect(res.body.accessUntil).toBe(before!.nextBillingDate.toISOString());
    expect(res.body.message).toMatch(/^You have unsubscribed\. Your access continues until \d+ \w+ \d{4}\.$/);
    expect(await subscriptionDoc(t, id)).toMatchObject({
      status: 'cancelled',
      accessUntil: before!.nextBillingDate,
    });
    expect((await unsubscribe()).body).toEqual({
      statusCode: 409,
      message: 'This subscription is already cancelled.',
    });
    await t.settle();
    await eventually(() => expect(events.of(SubscriptionCancelled, id)).toHaveLength(1), 30_000);
    expect(events.of(SubscriptionCancelled, id)[0].payload).toMatchObject({
      accessEndsAt: before!.nextBillingDate.toISOString(),
    });
    const sweep = t.app.get(ExpireEndedAccess);
    await sweep.sweep(new Date(before!.nextBillingDate.getTime() - 1000));
    expect(await subscriptionDoc(t, id)).toMatchObject({ status: 'cancelled' });

    // When the next billing date has passed, access ends
    await sweep.sweep(new Date(before!.nextBillingDate.getTime() + 1000));
    expect(await subscriptionDoc(t, id)).toMatchObject({ status: 'expired' });
    await t.settle();
    await eventually(() =>
      expect(events.of(SubscriptionStatusChanged, id).map((e) => e.payload)).toEqual([
        expect.objectContaining({ status: 'expired', reason: 'access ended' }),
      ]),
    );
  });

  it('refuses to unsubscribe what is not active, or not yours', async () => {
    const { who, id } = await subscribedLearner(t, 'Monthly');
    const send = (body: object, token = who.token) =>
      t.http().post('/api/payment/unsubscribe').auth(token, { type: 'bearer' }).send(body);
    expect((await send({ subscriptionId: id, userId: who.userId })).body).toEqual({
      statusCode: 409,
      message: 'Only an active subscription can be cancelled.',
    });
    const stranger = await learner(t);
    expect((await send({ subscriptionId: id, userId: stranger.userId }, stranger.token)).status).toBe(403);
    expect((await send({ subscriptionId: 'sub_nope', userId: who.userId })).status).toBe(400);
    expect((await send({ subscriptionId: 'sub_AAAAAAAAAAAAAA', userId: who.userId })).status).toBe(404);
  });
});

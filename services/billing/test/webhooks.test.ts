import { PaymentVerified, SubscriptionActivated, SubscriptionStatusChanged } from '@exam/contracts';
import { eventually } from '@exam/testing';
import { addMonths } from 'date-fns';
import { newProviderId } from '../src/provider/domain/provider-ids';
import { subscriptionSignature } from '../src/provider/domain/signatures';
import {
  paymentEntity,
  signWebhook,
  subscriptionEntity,
  webhookBody,
} from '../src/provider/razorpay-webhook-payloads';
import {
  billingTestApp,
  sendWebhook,
  signed,
  subscribedLearner,
  subscriptionDoc,
  verifySubscription,
} from './support/billing-fixtures';

/** Webhooks as Razorpay would send them for one subscription, built and signed here. */
function provider(id: string, start = new Date()) {
  const subscription = (status: string, end = addMonths(start, 3), paidCount = 1) =>
    subscriptionEntity({
      id,
      planId: 'plan_AAAAAAAAAAAAAA',
      status,
      currentStart: start,
      currentEnd: end,
      paidCount,
      totalCount: 32,
    });
  const payment = (paymentId: string) =>
    paymentEntity({
      id: paymentId,
      amountPaise: 292_500,
      currency: 'INR',
      status: 'captured',
      orderId: null,
    });
  return { subscription, payment };
}

describe('Razorpay webhooks', () => {
  const { t, events } = billingTestApp();

  it('refuses a webhook whose signature is wrong, missing, or over other bytes', async () => {
    const body = webhookBody('subscription.halted', {});
    const good = signed(t, body);
    const wrongSecret = signWebhook(body, 'not-the-secret');
    for (const signature of [wrongSecret.signature, '', 'xyz']) {
      const res = await sendWebhook(t, good, signature);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, message: 'Invalid webhook signature.' });
    }
    const altered = { ...good, rawBody: good.rawBody.replace('halted', 'pending') };
    expect((await sendWebhook(t, altered)).body).toEqual({
      statusCode: 400,
      message: 'Invalid webhook signature.',
    });
    expect((await sendWebhook(t, good)).body).toEqual({ status: 'ignored' });
  });

  it('activates once under replayed and duplicated webhooks, and a later verify changes nothing', async () => {
    // Given a created subscription and the provider's activation and first charge
    const { who, id } = await subscribedLearner(t, 'Quarterly');
    const { subscription, payment } = provider(id);
    const paymentId = newProviderId('pay');
    const activated = signed(
      t,
      webhookBody('subscription.activated', { subscription: subscription('active') }),
    );
    const charged = signed(
      t,
      webhookBody('subscription.charged', {
        subscription: subscription('active'),
        payment: payment(paymentId),
      }),
    );
    // When each is delivered five times at once, and again later, and the same charge under a new event id
    const first = await Promise.all(
      [...Array(5).fill(activated), ...Array(5).fill(charged)].map((w) => sendWebhook(t, w)),
    );
    expect(first.every((r) => r.status === 200)).toBe(true);
    expect((await sendWebhook(t, charged)).body).toEqual({ status: 'duplicate' });
    const sameChargeNewId = { ...charged, eventId: newProviderId('evt') };
    expect((await sendWebhook(t, sameChargeNewId)).body).toEqual({ status: 'processed' });
    const verify = await verifySubscription(t, who, {
      razorpay_subscription_id: id,
      razorpay_payment_id: paymentId,
      razorpay_signature: subscriptionSignature(paymentId, id, t.config.secrets.razorpayKeySecret),
    });
    expect(verify.status).toBe(200);

    // Then one activation, one recorded payment
    expect(await subscriptionDoc(t, id)).toMatchObject({ status: 'active', paymentIds: [paymentId] });
    await t.settle();
    await eventually(() => expect(events.of(SubscriptionActivated, id)).toHaveLength(1), 30_000);
    expect(events.of(PaymentVerified, id)).toHaveLength(1);
    expect(events.of(SubscriptionStatusChanged, id)).toHaveLength(0);
  });

  it('moves the next billing date on a renewal charge, warns on a halted one, and follows cancel and complete', async () => {
    const { id } = await subscribedLearner(t, 'Quarterly');
    const start = new Date();
    const { subscription, payment } = provider(id, start);
    const send = async (event: string, entities: object) =>
      (await sendWebhook(t, signed(t, webhookBody(event, entities)))).body;
    await send('subscription.charged', {
      subscription: subscription('active'),
      payment: payment(newProviderId('pay')),
    });
    const activated = await subscriptionDoc(t, id);

    // A halted charge warns; a renewal brings it back to active, one cycle on
    expect(await send('subscription.halted', { subscription: subscription('halted') })).toEqual({
      status: 'processed',
    });
    expect(await subscriptionDoc(t, id)).toMatchObject({ status: 'warning' });
    const renewedUntil = addMonths(start, 6);
    const renewal = signed(
      t,
      webhookBody('subscription.charged', {
        subscription: subscription('active', renewedUntil, 2),
        payment: payment(newProviderId('pay')),
      }),
    );
    await sendWebhook(t, renewal).expect(200);
    await sendWebhook(t, { ...renewal, eventId: newProviderId('evt') }).expect(200);
    const renewed = await subscriptionDoc(t, id);
    expect(renewed).toMatchObject({ status: 'active' });
    expect(renewed!.nextBillingDate.getTime()).toBe(Math.floor(renewedUntil.getTime() / 1000) * 1000);
    expect(renewed!.nextBillingDate > activated!.nextBillingDate).toBe(true);
    expect(renewed!.paymentIds).toHaveLength(2);

    // The provider's cancellation and completion
    await send('subscription.pending', { subscription: subscription('pending') });
    expect(await subscriptionDoc(t, id)).toMatchObject({ status: 'warning' });
    await send('subscription.cancelled', { subscription: subscription('cancelled') });
    expect(await subscriptionDoc(t, id)).toMatchObject({
      status: 'cancelled',
      accessUntil: renewed!.nextBillingDate,
    });
    await send('subscription.completed', { subscription: subscription('completed') });
    expect(await subscriptionDoc(t, id)).toMatchObject({ status: 'completed' });

    await t.settle();
    await eventually(() =>
      expect(events.of(SubscriptionStatusChanged, id).map((e) => e.payload.status)).toEqual([
        'warning',
        'active',
        'warning',
        'completed',
      ]),
    );
  });

  it('ignores events and subscriptions it does not know, and refuses bodies it cannot read', async () => {
    const unknownSub = provider('sub_ZZZZZZZZZZZZZZ').subscription('active');
    expect(
      (await sendWebhook(t, signed(t, webhookBody('subscription.activated', { subscription: unknownSub }))))
        .body,
    ).toEqual({ status: 'ignored' });
    expect((await sendWebhook(t, signed(t, webhookBody('refund.created', {})))).body).toEqual({
      status: 'ignored',
    });
    const unreadable = signWebhook({ hello: 'world' }, t.config.secrets.razorpayWebhookSecret);
    expect((await sendWebhook(t, unreadable)).body).toEqual({
      statusCode: 400,
      message: 'Webhook payload is not understood.',
    });
  });
});

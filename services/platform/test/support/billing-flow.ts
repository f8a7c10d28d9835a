import type { TestApp } from '@exam/testing';
import { priceOldQuizPeriod, todayInIndia } from '../../../billing/src/orders/domain/weeks-and-price';

/** The learner-app side of a purchase, for platform tests: create, pay on the local checkout, verify. */
export interface Buyer {
  userId: string;
  token: string;
}

export const PAYMENT_SCOPE = 'Abhyudaya-Already passed 12th';

/** Subscribes to an Abhyudaya plan ('Monthly', 'Quarterly', 'Half Yearly', 'Yearly') and activates it. */
export async function subscribeToPlan(t: TestApp, buyer: Buyer, billingCycle = 'Quarterly') {
  const cards = await t.http().get('/api/payment/plans').query({ division: 'Abhyudaya' }).expect(200);
  const plan = cards.body.plans.find((p: { billingCycle: string }) => p.billingCycle === billingCycle);
  const created = await t
    .http()
    .post('/api/payment/aepsubscription')
    .auth(buyer.token, { type: 'bearer' })
    .send({
      plan_id: plan.plan_id,
      userId: buyer.userId,
      total_count: plan.total_count,
      DivisonAndClass: PAYMENT_SCOPE,
    })
    .expect(201);
  const subscriptionId: string = created.body.data.id;
  const payment = (await t.http().post(`/api/payment/dev-checkout/${subscriptionId}/pay`).expect(200)).body;
  const verified = await t
    .http()
    .post('/api/payment/aepverify')
    .auth(buyer.token, { type: 'bearer' })
    .send({ ...payment, userId: buyer.userId, emailPlan: billingCycle, paidfor: PAYMENT_SCOPE })
    .expect(200);
  return {
    subscriptionId,
    plan: plan as { name: string; accessibleContent: string[] },
    referralCode: verified.body.referralCode as string,
    answers: { created: created.body as unknown, verified: verified.body as unknown },
  };
}

/** yyyy-mm-dd, `days` before today in India (the date pickers' "today"). */
export function daysAgo(days: number): string {
  return todayInIndia(new Date(Date.now() - days * 86_400_000));
}

/** Buys old quizzes of a subject for a period, pricing it as the purchase page does, and verifies the payment. */
export async function buyOldQuizzes(
  t: TestApp,
  buyer: Buyer,
  order: { subject: string; from: string; to: string },
) {
  const period = priceOldQuizPeriod(order.from, order.to, todayInIndia(new Date()));
  if (!period.ok) throw new Error(period.message);
  const created = await t
    .http()
    .post('/api/payment/create-order')
    .auth(buyer.token, { type: 'bearer' })
    .send({
      ...order,
      className: 'Already passed 12th',
      division: 'Abhyudaya',
      weeks: period.weeks,
      amount: period.amount,
    })
    .expect(201);
  const orderId: string = created.body.id;
  const payment = (await t.http().post(`/api/payment/dev-checkout/${orderId}/pay`).expect(200)).body;
  const verified = await t
    .http()
    .post('/api/payment/verify-payment')
    .auth(buyer.token, { type: 'bearer' })
    .send(payment)
    .expect(200);
  const answers = { created: created.body as unknown, verified: verified.body as unknown };
  return { orderId, weeks: period.weeks, amount: period.amount, answers };
}

/** Unsubscribes, as the Manage Subscriptions page does; answers the server's message and access date. */
export async function unsubscribe(t: TestApp, buyer: Buyer, subscriptionId: string) {
  const res = await t
    .http()
    .post('/api/payment/unsubscribe')
    .auth(buyer.token, { type: 'bearer' })
    .send({ subscriptionId, userId: buyer.userId })
    .expect(200);
  return res.body as { message: string; accessUntil: string };
}

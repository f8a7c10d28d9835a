import { TOPICS, type EventDefinition, type EventEnvelope, type PayloadOf } from '@exam/contracts';
import { EVENT_BUS, type EventBus } from '@exam/messaging';
import { startTestApp, testToken, type TestApp } from '@exam/testing';
import { BillingAppModule } from '../../src/billing-app.module';
import { signWebhook, type SignedWebhook } from '../../src/provider/razorpay-webhook-payloads';

export const SCOPE = 'Abhyudaya-Already passed 12th';

export interface Learner {
  userId: string;
  token: string;
}

export const startBilling = () => startTestApp((c) => BillingAppModule.forRoot(c));

export const learner = (t: TestApp): Promise<Learner> => testToken(t);

export interface BillingEvents {
  of<D extends EventDefinition>(def: D, aggregateId: string): EventEnvelope<PayloadOf<D>>[];
}

/**
 * The billing app of one test file: started before its tests (with its published events observed from
 * the start) and closed after them. Call it once in the `describe`; `t` and `events` stand for the app
 * and its events inside the tests.
 */
export function billingTestApp(): { t: TestApp; events: BillingEvents } {
  let started: TestApp | undefined;
  let observed: BillingEvents | undefined;
  beforeAll(async () => {
    started = await startBilling();
    observed = await observeBillingEvents(started);
  });
  afterAll(() => started?.close());
  const app = (): TestApp => {
    if (!started) throw new Error('The billing app runs only inside the tests of the file that asked for it');
    return started;
  };
  const t: TestApp = {
    get app() {
      return app().app;
    },
    get config() {
      return app().config;
    },
    get runtime() {
      return app().runtime;
    },
    http: () => app().http(),
    settle: () => app().settle(),
    db: (service) => app().db(service),
    close: (options) => app().close(options),
  };
  return { t, events: { of: (def, aggregateId) => observed!.of(def, aggregateId) } };
}

/** A learner who subscribed to a plan (status created, not paid yet): who, and the subscription id. */
export async function subscribedLearner(t: TestApp, billingCycle = 'Quarterly') {
  const who = await learner(t);
  return { who, id: await subscribe(t, who, billingCycle) };
}

/** Every billing event published, as a separate consumer group sees them (Kafka in CI), de-duplicated. */
export async function observeBillingEvents(t: TestApp): Promise<BillingEvents> {
  const seen = new Map<string, EventEnvelope>();
  await t.app.get<EventBus>(EVENT_BUS).subscribe({
    groupId: 'test.billing-observer',
    topics: [TOPICS.billing],
    handle: async (e) => void seen.set(e.eventId, e),
  });
  return {
    of: <D extends EventDefinition>(def: D, aggregateId: string) =>
      [...seen.values()].filter(
        (e): e is EventEnvelope<PayloadOf<D>> => def.is(e) && e.aggregateId === aggregateId,
      ),
  };
}

export async function planCard(t: TestApp, billingCycle: string) {
  const res = await t.http().get('/api/payment/plans').query({ division: 'Abhyudaya' }).expect(200);
  const plan = res.body.plans.find((p: { billingCycle: string }) => p.billingCycle === billingCycle);
  if (!plan) throw new Error(`No ${billingCycle} plan`);
  return plan as {
    id: string;
    plan_id: string;
    total_count: number;
    price: number;
    accessibleContent: string[];
  };
}

export async function subscribe(t: TestApp, who: Learner, billingCycle = 'Quarterly'): Promise<string> {
  const plan = await planCard(t, billingCycle);
  const res = await t.http().post('/api/payment/aepsubscription').auth(who.token, { type: 'bearer' }).send({
    plan_id: plan.plan_id,
    userId: who.userId,
    total_count: plan.total_count,
    DivisonAndClass: SCOPE,
  });
  if (res.status !== 201) throw new Error(`subscribe failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

/** Pays on the local checkout like a tester pressing Pay: the widget's success payload comes back. */
export async function payAtCheckout(t: TestApp, id: string): Promise<Record<string, string>> {
  const res = await t.http().post(`/api/payment/dev-checkout/${id}/pay`).expect(200);
  return res.body;
}

export function verifySubscription(t: TestApp, who: Learner, payment: Record<string, string>) {
  return t
    .http()
    .post('/api/payment/aepverify')
    .auth(who.token, { type: 'bearer' })
    .send({ ...payment, userId: who.userId, emailPlan: 'Quarterly', paidfor: SCOPE });
}

export function sendWebhook(t: TestApp, signed: SignedWebhook, signature = signed.signature) {
  return t
    .http()
    .post('/api/payment/webhook')
    .set('content-type', 'application/json')
    .set('x-razorpay-signature', signature)
    .set('x-razorpay-event-id', signed.eventId)
    .send(signed.rawBody);
}

export const signed = (t: TestApp, body: object) => signWebhook(body, t.config.secrets.razorpayWebhookSecret);

export const subscriptionDoc = (t: TestApp, id: string) =>
  t
    .db('billing')
    .collection('subscriptions')
    .findOne({ _id: id as never });

/** yyyy-mm-dd, `days` before today in India. */
export function daysAgo(days: number): string {
  const india = new Date(Date.now() + 330 * 60_000 - days * 86_400_000);
  return india.toISOString().slice(0, 10);
}

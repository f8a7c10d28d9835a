import { newProviderId } from './domain/provider-ids';
import { webhookSignature } from './domain/signatures';

/** Razorpay's webhook shapes (the fields this service reads, and a few more for realism); times in Unix seconds. */
const unix = (d: Date) => Math.floor(d.getTime() / 1000);

export function subscriptionEntity(s: {
  id: string;
  planId: string;
  status: string;
  currentStart: Date | null;
  currentEnd: Date | null;
  paidCount: number;
  totalCount: number;
  notes?: Record<string, string>;
}) {
  return {
    id: s.id,
    entity: 'subscription',
    plan_id: s.planId,
    status: s.status,
    current_start: s.currentStart ? unix(s.currentStart) : null,
    current_end: s.currentEnd ? unix(s.currentEnd) : null,
    charge_at: s.currentEnd ? unix(s.currentEnd) : null,
    paid_count: s.paidCount,
    total_count: s.totalCount,
    remaining_count: s.totalCount - s.paidCount,
    notes: s.notes ?? {},
  };
}

export function paymentEntity(p: {
  id: string;
  amountPaise: number;
  currency: string;
  status: 'captured' | 'failed';
  orderId: string | null;
  description?: string;
  errorDescription?: string;
}) {
  return {
    id: p.id,
    entity: 'payment',
    amount: p.amountPaise,
    currency: p.currency,
    status: p.status,
    order_id: p.orderId,
    method: 'card',
    captured: p.status === 'captured',
    description: p.description ?? null,
    error_code: p.status === 'failed' ? 'BAD_REQUEST_ERROR' : null,
    error_description: p.status === 'failed' ? (p.errorDescription ?? 'Payment failed') : null,
    created_at: unix(new Date()),
  };
}

export function orderEntity(o: {
  id: string;
  amountPaise: number;
  currency: string;
  status: string;
  receipt?: string;
}) {
  const paid = o.status === 'paid';
  return {
    id: o.id,
    entity: 'order',
    amount: o.amountPaise,
    amount_paid: paid ? o.amountPaise : 0,
    amount_due: paid ? 0 : o.amountPaise,
    currency: o.currency,
    receipt: o.receipt ?? null,
    status: o.status,
  };
}

type Entities = Partial<Record<'subscription' | 'payment' | 'order', object>>;

/** A webhook body: `{entity: 'event', event, contains, payload: {<name>: {entity}}, created_at}`. */
export function webhookBody(event: string, entities: Entities, at = new Date()) {
  const names = Object.keys(entities) as Array<keyof Entities>;
  return {
    entity: 'event',
    account_id: 'acc_LocalCheckout01',
    event,
    contains: names,
    payload: Object.fromEntries(names.map((n) => [n, { entity: entities[n] }])),
    created_at: unix(at),
  };
}

export interface SignedWebhook {
  rawBody: string;
  signature: string;
  eventId: string;
}

/** Serialized, signed with the webhook secret and given an event id, as the provider delivers it. */
export function signWebhook(
  body: object,
  webhookSecret: string,
  eventId = newProviderId('evt'),
): SignedWebhook {
  const rawBody = JSON.stringify(body);
  return { rawBody, signature: webhookSignature(rawBody, webhookSecret), eventId };
}

import { CURRENCY } from '../billing.constants';
import { savingPercent, scopeOf } from './domain/plans';
import type { PlanRecord } from './persistence/plans.repository';

/** A plan as the plan cards and the admin console see it; `plan_id` is what aepsubscription takes. */
export function toPlanView(p: PlanRecord) {
  // FerretDB drops nulls from $setOnInsert, so a seeded "no list price" can be missing rather than null.
  const listPrice = p.listPrice ?? null;
  return {
    id: p._id,
    plan_id: p.providerPlanId,
    name: p.name,
    billingCycle: p.billingCycle,
    division: p.division,
    classs: p.classs,
    DivisonAndClass: scopeOf(p.division, p.classs),
    price: p.price,
    listPrice,
    saving: savingPercent(p.price, listPrice),
    currency: CURRENCY,
    total_count: p.totalCount,
    features: p.features,
    accessibleContent: p.accessibleContent,
    active: p.active,
  };
}

export type PlanView = ReturnType<typeof toPlanView>;

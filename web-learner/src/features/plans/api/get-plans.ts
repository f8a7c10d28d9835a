import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** A plan card as billing's plans call answers it (services/billing/src/plans/plan.view.ts). */
export interface Plan {
  id: string;
  plan_id: string;
  name: string;
  billingCycle: string;
  DivisonAndClass: string;
  price: number;
  listPrice: number | null;
  /** The save badge: percentage discount from the list price (0 without one). */
  saving: number;
  currency: string;
  total_count: number;
  features: string[];
  accessibleContent: string[];
  /** Present with a token: the caller has this plan with a future next billing date. */
  alreadySubscribed?: boolean;
}

export interface PlansAnswer {
  division: string;
  message: string;
  plans: Plan[];
}

/** GET /api/payment/plans: public; with a token each plan also says whether the learner has it. */
export const getPlans = (): Promise<PlansAnswer> => api.get<PlansAnswer>('/payment/plans');

export const getPlansQueryOptions = (userId: string | null) =>
  queryOptions({ queryKey: [queryRoots.plans, userId ?? 'visitor'], queryFn: getPlans });

export const usePlans = (userId: string | null) => useQuery(getPlansQueryOptions(userId));

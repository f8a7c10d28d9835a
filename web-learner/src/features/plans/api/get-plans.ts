import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { ApiSchema } from '@exam/web-theme/src/api';

/** A plan card as billing's plans call answers it. */
export type Plan = ApiSchema<'Plan'>;

export type PlansAnswer = ApiSchema<'PlansAnswer'>;

/** GET /api/payment/plans: public; with a token each plan also says whether the learner has it. */
export const getPlans = (): Promise<PlansAnswer> => api.get<PlansAnswer>('/payment/plans');

export const getPlansQueryOptions = (userId: string | null) =>
  queryOptions({ queryKey: [queryRoots.plans, userId ?? 'visitor'], queryFn: getPlans });

export const usePlans = (userId: string | null) => useQuery(getPlansQueryOptions(userId));

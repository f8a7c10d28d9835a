import { Query } from '@nestjs/cqrs';

export interface BillingOverview {
  activeSubscriptions: number;
  revenueByWeek: Array<{ week: string; subscriptions: number; orders: number; total: number }>;
}

/** Billing's figures for the admin overview: active subscriptions and revenue (rupees) per week. */
export class GetBillingOverviewQuery extends Query<BillingOverview> {}

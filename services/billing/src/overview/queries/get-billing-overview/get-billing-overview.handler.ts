import { InjectModel } from '@nestjs/mongoose';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Model } from 'mongoose';
import { BILLING } from '../../../billing.constants';
import { Order } from '../../../orders/persistence/order.schema';
import { Subscription } from '../../../subscriptions/persistence/subscription.schema';
import { addMonths, revenueWeeks, weekOf } from '../../revenue-weeks';
import { GetBillingOverviewQuery, type BillingOverview } from './get-billing-overview.query';

/**
 * From billing's own collections. A subscription keeps its payments' ids, not their dates: its first
 * payment counts in the week it started, the n-th one n cycles later. Old-quiz orders count in the week
 * they were paid. Amounts are rupees.
 */
@QueryHandler(GetBillingOverviewQuery)
export class GetBillingOverviewHandler implements IQueryHandler<GetBillingOverviewQuery> {
  constructor(
    @InjectModel(Subscription.name, BILLING) private readonly subscriptions: Model<Subscription>,
    @InjectModel(Order.name, BILLING) private readonly orders: Model<Order>,
  ) {}

  async execute(): Promise<BillingOverview> {
    const weeks = new Map(revenueWeeks(new Date()).map((w) => [w, { subscriptions: 0, orders: 0 }]));
    const [activeSubscriptions, paid, orders] = await Promise.all([
      this.subscriptions.countDocuments({ status: 'active' }).exec(),
      this.subscriptions
        .find({ startDate: { $ne: null } }, { startDate: 1, amount: 1, cycleMonths: 1, paymentIds: 1 })
        .lean()
        .exec(),
      this.orders.find({ status: 'success' }, { amount: 1, paidAt: 1, updatedAt: 1 }).lean().exec(),
    ]);
    for (const s of paid)
      for (let n = 0; n < (s.paymentIds ?? []).length; n++) {
        const week = weeks.get(weekOf(addMonths(new Date(s.startDate!), n * (s.cycleMonths || 1))));
        if (week) week.subscriptions += s.amount;
      }
    for (const o of orders) {
      const week = weeks.get(weekOf(new Date(o.paidAt ?? o.updatedAt)));
      if (week) week.orders += o.amount;
    }
    const revenueByWeek = [...weeks].map(([week, r]) => ({
      week,
      subscriptions: r.subscriptions,
      orders: r.orders,
      total: r.subscriptions + r.orders,
    }));
    return { activeSubscriptions, revenueByWeek };
  }
}

import { Controller, Get } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Model } from 'mongoose';
import { Roles } from '@exam/auth';
import { BILLING } from '../billing.constants';
import { Order } from '../orders/persistence/order.schema';
import { Subscription } from '../subscriptions/persistence/subscription.schema';

const DAY_MS = 86_400_000;
const IST_MS = 330 * 60_000;
export const REVENUE_WEEKS = 12;

/** The Monday (India's calendar) starting the week of `at`, as YYYY-MM-DD. */
export function weekOf(at: Date): string {
  const india = new Date(at.getTime() + IST_MS);
  const monday = new Date(
    Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate()) -
      ((india.getUTCDay() + 6) % 7) * DAY_MS,
  );
  return monday.toISOString().slice(0, 10);
}

const addMonths = (d: Date, months: number) => {
  const next = new Date(d);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};

/**
 * Billing's figures for the admin overview, from its own collections. A subscription keeps its payments'
 * ids, not their dates: its first payment counts in the week it started, the n-th one n cycles later.
 * Old-quiz orders count in the week they were paid. Amounts are rupees.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/billing')
export class BillingOverviewAdminController {
  constructor(
    @InjectModel(Subscription.name, BILLING) private readonly subscriptions: Model<Subscription>,
    @InjectModel(Order.name, BILLING) private readonly orders: Model<Order>,
  ) {}

  @Get('overview')
  @ApiOperation({
    summary: 'Active subscriptions, and revenue (rupees) per week over the last 12 weeks',
  })
  async overview() {
    const now = new Date();
    const weeks = new Map<string, { subscriptions: number; orders: number }>();
    const thisWeek = Date.parse(weekOf(now));
    for (let i = REVENUE_WEEKS - 1; i >= 0; i--)
      weeks.set(new Date(thisWeek - i * 7 * DAY_MS).toISOString().slice(0, 10), {
        subscriptions: 0,
        orders: 0,
      });

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

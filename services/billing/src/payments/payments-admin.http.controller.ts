import { BadRequestException, Controller, Get, Query, Res } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Model } from 'mongoose';
import { Roles } from '@exam/auth';
import { parseListQuery, setListHeaders } from '@exam/common';
import { BILLING } from '../billing.constants';
import { refundEligibility } from '../domain/refund-rule';
import { Order } from '../orders/persistence/order.schema';
import { PremiumOpensProjector } from '../refunds/premium-opens.projector';
import { Subscription } from '../subscriptions/persistence/subscription.schema';

/** status, userId and a created-at window (`from`/`to` as YYYY-MM-DD, India's calendar day) from a filter. */
function whereOf(filter: Record<string, unknown>): Record<string, unknown> {
  const where: Record<string, unknown> = {};
  if (typeof filter.status === 'string') where.status = filter.status;
  if (typeof filter.userId === 'string' && filter.userId.trim()) where.userId = filter.userId.trim();
  const day = (v: unknown, end: boolean) => {
    if (v === undefined || v === '') return undefined;
    if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v))
      throw new BadRequestException('from and to must be dates (YYYY-MM-DD)');
    return new Date(`${v}T${end ? '23:59:59.999' : '00:00:00.000'}+05:30`);
  };
  const [from, to] = [day(filter.from, false), day(filter.to, true)];
  if (from || to) where.createdAt = { ...(from ? { $gte: from } : {}), ...(to ? { $lte: to } : {}) };
  return where;
}

/** Subscriptions for admins, each with spec section 9's refund rule as it stands now. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/subscriptions')
export class SubscriptionsAdminController {
  constructor(
    @InjectModel(Subscription.name, BILLING) private readonly subscriptions: Model<Subscription>,
    private readonly opens: PremiumOpensProjector,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'List subscriptions; filter status, userId, from, to; refund eligibility per row',
  })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const { skip, limit, sort, filter } = parseListQuery(
      query,
      ['createdAt', 'startDate', 'amount'],
      ['createdAt', 'DESC'],
    );
    const where = whereOf(filter);
    const [rows, total] = await Promise.all([
      this.subscriptions.find(where, { outbox: 0 }).sort(sort).skip(skip).limit(limit).lean().exec(),
      this.subscriptions.countDocuments(where).exec(),
    ]);
    setListHeaders(res, 'subscriptions', skip, rows.length, total);
    const now = new Date();
    return Promise.all(
      rows.map(async (s) => {
        const rule = s.startDate
          ? refundEligibility(s.startDate, await this.opens.openedAtOf(s.userId), now)
          : null;
        return {
          id: s._id,
          userId: s.userId,
          plan: s.planName,
          division: s.division,
          amount: s.amount,
          currency: s.currency,
          status: s.status,
          createdAt: s.createdAt.toISOString(),
          startDate: s.startDate?.toISOString() ?? null,
          accessUntil: s.accessUntil?.toISOString() ?? null,
          paymentIds: s.paymentIds,
          refundableUntil: rule?.refundableUntil.toISOString() ?? null,
          premiumQuizzesOpened: rule?.premiumQuizzesOpened ?? 0,
          refundEligible: rule?.eligible ?? false,
        };
      }),
    );
  }
}

/** Old-quiz orders for admins (one-off payments for past weeks). */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/orders')
export class OrdersAdminController {
  constructor(@InjectModel(Order.name, BILLING) private readonly orders: Model<Order>) {}

  @Get()
  @ApiOperation({ summary: 'List old-quiz orders; filter status (created, success), userId, from, to' })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const { skip, limit, sort, filter } = parseListQuery(
      query,
      ['createdAt', 'paidAt', 'amount'],
      ['createdAt', 'DESC'],
    );
    const where = whereOf(filter);
    const [rows, total] = await Promise.all([
      this.orders.find(where, { outbox: 0 }).sort(sort).skip(skip).limit(limit).lean().exec(),
      this.orders.countDocuments(where).exec(),
    ]);
    setListHeaders(res, 'orders', skip, rows.length, total);
    return rows.map((o) => ({
      id: o._id,
      userId: o.userId,
      description: o.description,
      subject: o.subject,
      division: o.division,
      weeks: o.weeks,
      amount: o.amount,
      currency: o.currency,
      status: o.status,
      createdAt: (o as unknown as { createdAt: Date }).createdAt.toISOString(),
      paidAt: o.paidAt?.toISOString() ?? null,
      paymentId: o.paymentId,
    }));
  }
}

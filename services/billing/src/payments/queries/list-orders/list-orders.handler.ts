import { InjectModel } from '@nestjs/mongoose';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Model } from 'mongoose';
import { BILLING } from '../../../billing.constants';
import { Order } from '../../../orders/persistence/order.schema';
import { ListOrdersQuery, type OrderRow } from './list-orders.query';

/** A page of old-quiz orders, newest first unless sorted otherwise. */
@QueryHandler(ListOrdersQuery)
export class ListOrdersHandler implements IQueryHandler<ListOrdersQuery> {
  constructor(@InjectModel(Order.name, BILLING) private readonly orders: Model<Order>) {}

  async execute({ page: { where, sort, skip, limit } }: ListOrdersQuery) {
    const [docs, total] = await Promise.all([
      this.orders.find(where).sort(sort).skip(skip).limit(limit).lean().exec(),
      this.orders.countDocuments(where).exec(),
    ]);
    const rows = docs.map((o): OrderRow => ({
      id: o._id,
      userId: o.userId,
      description: o.description,
      subject: o.subject,
      division: o.division,
      weeks: o.weeks,
      amount: o.amount,
      currency: o.currency,
      status: o.status,
      createdAt: o.createdAt.toISOString(),
      paidAt: o.paidAt?.toISOString() ?? null,
      paymentId: o.paymentId,
    }));
    return { rows, total };
  }
}

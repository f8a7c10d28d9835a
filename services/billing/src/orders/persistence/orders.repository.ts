import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { OldQuizPurchased, PaymentVerified, type EventEnvelope } from '@exam/contracts';
import { OutboxRelay, withOutbox } from '@exam/messaging';
import type { Model } from 'mongoose';
import { BILLING } from '../../billing.constants';
import { Order, type FailedPayment } from './order.schema';

export type OrderRecord = Omit<Order, 'outbox'>;

/** Reads and writes orders; a purchase and its events are one conditional single-document update. */
/** The relay's name for the orders' outbox. */
export const ORDERS_OUTBOX = 'billing.orders';

@Injectable()
export class OrdersRepository {
  constructor(
    @InjectModel(Order.name, BILLING) readonly model: Model<Order>,
    private readonly relay: OutboxRelay,
  ) {}

  async create(fields: Omit<Order, 'outbox' | 'createdAt' | 'updatedAt'>): Promise<void> {
    await this.model.create({ ...fields, outbox: [] });
  }

  findById(id: string): Promise<OrderRecord | null> {
    return this.model.findById(id, { outbox: 0 }).lean<OrderRecord>().exec();
  }

  /**
   * Records the purchase once: only the write that moves the order from created to success raises
   * PaymentVerified and OldQuizPurchased; every later caller (a retry, the webhook) finds it done.
   */
  async markPaid(order: OrderRecord, paymentId: string, actorId: string | null): Promise<OrderRecord> {
    const paidAt = new Date();
    const meta = { actorId, occurredAt: paidAt };
    const events: EventEnvelope[] = [
      PaymentVerified.create(
        paymentId,
        {
          paymentId,
          userId: order.userId,
          purpose: 'old-quiz-order',
          subscriptionId: null,
          orderId: order._id,
          amount: order.amount,
          currency: order.currency,
        },
        meta,
      ),
      OldQuizPurchased.create(
        order._id,
        {
          orderId: order._id,
          userId: order.userId,
          subject: order.subject,
          division: order.division,
          className: order.className,
          from: order.from,
          to: order.to,
          weeks: order.weeks,
          amount: order.amount,
          status: 'success',
          purchasedAt: paidAt.toISOString(),
        },
        meta,
      ),
    ];
    const res = await this.model
      .updateOne(
        { _id: order._id, status: 'created' },
        withOutbox({ $set: { status: 'success', paymentId, paidAt } }, events),
      )
      .exec();
    if (res.modifiedCount === 1) {
      this.relay.nudge(ORDERS_OUTBOX);
      return { ...order, status: 'success', paymentId, paidAt };
    }
    return (await this.findById(order._id)) ?? order;
  }

  async recordFailure(orderId: string, failure: FailedPayment): Promise<void> {
    await this.model.updateOne({ _id: orderId }, { $push: { failedPayments: failure } }).exec();
  }
}

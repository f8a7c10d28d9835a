import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { OldQuizPurchased, PaymentVerified, type EventEnvelope } from '@exam/contracts';
import { APPLIED_CHANGES_FIELD, ChangeLog, commitAggregate } from '@exam/messaging';
import type { Model } from 'mongoose';
import { BILLING } from '../../billing.constants';
import { Order, type FailedPayment } from './order.schema';

export type OrderRecord = Omit<Order, 'appliedChanges'>;

const PROJECTION = { [APPLIED_CHANGES_FIELD]: 0 };

/** The change-log capability that records purchases. */
export const ORDERS_CAPABILITY = 'billing.orders';

/**
 * Reads and writes orders. A purchase and its events are one change-log entry, whose applier records the
 * purchase only if the order is still unpaid and publishes the events only then.
 */

@Injectable()
export class OrdersRepository {
  constructor(
    @InjectModel(Order.name, BILLING) readonly model: Model<Order>,
    private readonly log: ChangeLog,
  ) {}

  /** A new order raises no event: a plain insert. */
  async create(fields: Omit<Order, 'appliedChanges' | 'createdAt' | 'updatedAt'>): Promise<void> {
    await this.model.create(fields);
  }

  findById(id: string): Promise<OrderRecord | null> {
    return this.model.findById(id, PROJECTION).lean<OrderRecord>().exec();
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
        order._id,
        {
          paymentId,
          userId: order.userId,
          purpose: 'old-quiz-order',
          subscriptionId: null,
          orderId: order._id,
          amountRupees: order.amount,
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
          fromDate: order.from,
          toDate: order.to,
          weeks: order.weeks,
          amountRupees: order.amount,
          status: 'success',
          purchasedAt: paidAt.toISOString(),
        },
        meta,
      ),
    ];
    const set = { status: 'success', paymentId, paidAt };
    const took = await commitAggregate(
      this.log,
      ORDERS_CAPABILITY,
      { op: 'update', id: order._id, expect: { status: 'created' }, set },
      events,
    );
    if (took) return { ...order, status: 'success', paymentId, paidAt };
    return (await this.findById(order._id)) ?? order;
  }

  async recordFailure(orderId: string, failure: FailedPayment): Promise<void> {
    await this.model.updateOne({ _id: orderId }, { $push: { failedPayments: failure } }).exec();
  }
}

import { nativeCollection } from '@exam/common';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { BILLING } from '../billing.constants';

/** What the local provider knows about a subscription or order it created: the provider's side of the books. */
export interface LocalCheckoutRecord {
  _id: string;
  kind: 'subscription' | 'order';
  amountPaise: number;
  currency: string;
  description: string;
  notes: Record<string, string>;
  receipt: string | null;
  providerPlanId: string | null;
  totalCount: number | null;
  cycleMonths: number | null;
  status: 'created' | 'paid' | 'cancel-at-cycle-end' | 'cancelled';
  paymentIds: string[];
  /** Refunds made of this record's payments (the provider's side of the console's refunds). */
  refunds?: LocalRefund[];
  createdAt: Date;
}

export interface LocalRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
  notes: Record<string, string>;
  at: Date;
}

@Injectable()
export class LocalCheckoutStore {
  constructor(@InjectConnection(BILLING) private readonly connection: Connection) {}

  records(): Collection<LocalCheckoutRecord> {
    return nativeCollection<LocalCheckoutRecord>(this.connection, 'local_checkout');
  }

  async insert(record: LocalCheckoutRecord): Promise<void> {
    await this.records().insertOne(record);
  }

  find(id: string): Promise<LocalCheckoutRecord | null> {
    return this.records().findOne({ _id: id });
  }

  /** Marks a record paid once: only the caller that moves it from created gets true. */
  async markPaid(id: string, paymentId: string): Promise<boolean> {
    const res = await this.records().updateOne(
      { _id: id, status: 'created' },
      { $set: { status: 'paid' }, $push: { paymentIds: paymentId } },
    );
    return res.modifiedCount === 1;
  }

  async markCancelAtCycleEnd(id: string): Promise<boolean> {
    const res = await this.records().updateOne(
      { _id: id, status: 'paid' },
      { $set: { status: 'cancel-at-cycle-end' } },
    );
    return res.modifiedCount === 1;
  }

  /** Cancels at once whatever was not cancelled yet. */
  async markCancelled(id: string): Promise<boolean> {
    const res = await this.records().updateOne(
      { _id: id, status: { $ne: 'cancelled' } },
      { $set: { status: 'cancelled' } },
    );
    return res.modifiedCount === 1;
  }

  /** Records a refund on the record that took the payment; false when no record took it. */
  async addRefund(refund: LocalRefund): Promise<boolean> {
    const res = await this.records().updateOne(
      { paymentIds: refund.paymentId },
      { $push: { refunds: refund } },
    );
    return res.modifiedCount === 1;
  }
}

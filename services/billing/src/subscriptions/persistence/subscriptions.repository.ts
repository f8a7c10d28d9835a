import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { EventEnvelope } from '@exam/contracts';
import { OutboxRelay, withOutbox } from '@exam/messaging';
import type { Model } from 'mongoose';
import { BILLING } from '../../billing.constants';
import { Subscription } from './subscription.schema';

export type SubscriptionRecord = Omit<Subscription, 'outbox'>;

const PROJECTION = { outbox: 0 };

/** Reads and writes subscriptions; every write that raises events stores them in the same update. */
/** The relay's name for the subscriptions' outbox. */
export const SUBSCRIPTIONS_OUTBOX = 'billing.subscriptions';

@Injectable()
export class SubscriptionsRepository {
  constructor(
    @InjectModel(Subscription.name, BILLING) readonly model: Model<Subscription>,
    private readonly relay: OutboxRelay,
  ) {}

  async create(fields: Omit<Subscription, 'outbox' | 'createdAt' | 'updatedAt'>, events: EventEnvelope[]) {
    await this.model.create({ ...fields, outbox: events });
    this.relay.nudge(SUBSCRIPTIONS_OUTBOX);
  }

  findById(id: string): Promise<SubscriptionRecord | null> {
    return this.model.findById(id, PROJECTION).lean<SubscriptionRecord>().exec();
  }

  /** By key, one at a time: `_id` lookups are the only indexed reads on FerretDB. */
  async findMany(ids: readonly string[]): Promise<SubscriptionRecord[]> {
    const found = await Promise.all(ids.map((id) => this.findById(id)));
    return found.filter((s): s is SubscriptionRecord => s !== null);
  }

  /** Writes a new state only if nobody else wrote since version `v` was read; answers whether it did. */
  async compareAndSet(
    id: string,
    v: number,
    set: Partial<SubscriptionRecord>,
    events: EventEnvelope[],
  ): Promise<boolean> {
    const res = await this.model.updateOne({ _id: id, v }, withOutbox({ $set: set }, events)).exec();
    if (res.modifiedCount === 1 && events.length) this.relay.nudge(SUBSCRIPTIONS_OUTBOX);
    return res.modifiedCount === 1;
  }

  /** Admin-side scans (refunds, the expiry sweep): rare, bounded, and indexed on real MongoDB. */
  activeStartedSince(since: Date): Promise<SubscriptionRecord[]> {
    return this.model
      .find({ status: 'active', startDate: { $gte: since } }, PROJECTION)
      .sort({ startDate: -1 })
      .lean<SubscriptionRecord[]>()
      .exec();
  }

  cancelledWithAccessEndedBy(now: Date, limit: number): Promise<SubscriptionRecord[]> {
    return this.model
      .find({ status: 'cancelled', accessUntil: { $lte: now } }, PROJECTION)
      .limit(limit)
      .lean<SubscriptionRecord[]>()
      .exec();
  }
}

import { ConflictException, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { EventEnvelope } from '@exam/contracts';
import { APPLIED_CHANGES_FIELD, ChangeLog, commitAggregate } from '@exam/messaging';
import type { Model } from 'mongoose';
import { BILLING } from '../../billing.constants';
import { Subscription } from './subscription.schema';

export type SubscriptionRecord = Omit<Subscription, 'appliedChanges'>;

const PROJECTION = { [APPLIED_CHANGES_FIELD]: 0 };

/** The change-log capability that creates and changes subscriptions. */
export const SUBSCRIPTIONS_CAPABILITY = 'billing.subscriptions';

/**
 * Reads and writes subscriptions. Every write that raises events goes through the change log: the change
 * and its events are one entry, whose applier makes the write (a compare-and-set on the version) and
 * publishes the events only if it took effect; the command waits for that verdict.
 */

@Injectable()
export class SubscriptionsRepository {
  constructor(
    @InjectModel(Subscription.name, BILLING) readonly model: Model<Subscription>,
    private readonly log: ChangeLog,
  ) {}

  /** Creates the subscription with its events (refused when one with this id exists already). */
  async create(
    fields: Omit<Subscription, 'appliedChanges' | 'createdAt' | 'updatedAt'>,
    events: EventEnvelope[],
  ): Promise<void> {
    // Cast, defaulted and validated by the schema as mongoose would on create; stored by the applier.
    const model = new this.model(fields);
    await model.validate(); // throws mongoose's ValidationError (a 400) as create would
    const document = model.toObject({ versionKey: false }) as Subscription;
    const now = new Date();
    const created = await commitAggregate(
      this.log,
      SUBSCRIPTIONS_CAPABILITY,
      { op: 'insert', id: fields._id, document: { ...document, createdAt: now, updatedAt: now } },
      events,
    );
    if (!created) throw new ConflictException(`Subscription ${fields._id} exists already`);
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
    return commitAggregate(
      this.log,
      SUBSCRIPTIONS_CAPABILITY,
      { op: 'update', id, expect: { v }, set },
      events,
    );
  }

  /** Admin-side scans (refunds, the expiry sweep): rare, bounded, and indexed on real MongoDB. */
  activeStartedSince(since: Date): Promise<SubscriptionRecord[]> {
    return this.model
      .find({ status: 'active', startDate: { $gte: since } }, PROJECTION)
      .sort({ startDate: -1 })
      .lean<SubscriptionRecord[]>()
      .exec();
  }

  /** The provider's answer to a refund already recorded as due (a plain write: it raises no event). */
  async recordRefundOutcome(id: string, outcome: { refundId: string } | { error: string }): Promise<void> {
    const set =
      'refundId' in outcome ? { 'refund.refundId': outcome.refundId } : { 'refund.error': outcome.error };
    await this.model.updateOne({ _id: id }, { $set: set }).exec();
  }

  /** Subscriptions refunded as second ones to a live plan, newest first (the console's refunds). */
  refunded(limit: number): Promise<SubscriptionRecord[]> {
    return this.model
      .find({ 'refund.requestedAt': { $ne: null } }, PROJECTION)
      .sort({ 'refund.requestedAt': -1 })
      .limit(limit)
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

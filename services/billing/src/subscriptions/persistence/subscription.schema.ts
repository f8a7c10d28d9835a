import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@exam/contracts';

export interface SubscriptionRefund {
  paymentId: string;
  /** Rupees. */
  amount: number;
  reason: string;
  requestedAt: Date;
  /** The provider's refund id, once it accepted the refund. */
  refundId: string | null;
  /** Why the provider did not accept it (an admin then refunds by hand). */
  error: string | null;
}

/**
 * The subscription aggregate, keyed by the provider's subscription id. It keeps a snapshot of the plan it
 * was bought on (price, cycle, subjects) and a version for compare-and-set writes (SubscriptionsApplier).
 */
@Schema({ collection: 'subscriptions', timestamps: true, minimize: false, versionKey: false })
export class Subscription {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ required: true }) userId!: string;
  @Prop({ required: true }) planId!: string;
  @Prop({ required: true }) planName!: string;
  @Prop({ required: true }) billingCycle!: string;
  @Prop({ required: true }) cycleMonths!: number;
  /** Rupees per cycle. */
  @Prop({ required: true }) amount!: number;
  @Prop({ required: true }) currency!: string;
  @Prop({ required: true }) division!: string;
  @Prop({ required: true }) classs!: string;
  @Prop({ required: true }) totalCount!: number;
  @Prop({ required: true }) providerPlanId!: string;
  @Prop({ type: [String], default: [] }) accessibleContent!: string[];
  @Prop({ type: String, enum: SUBSCRIPTION_STATUSES, required: true }) status!: SubscriptionStatus;
  @Prop({ type: Date, default: null }) startDate!: Date | null;
  @Prop({ type: Date, default: null }) nextBillingDate!: Date | null;
  @Prop({ type: Date, default: null }) accessUntil!: Date | null;
  @Prop({ type: Date, default: null }) cancelledAt!: Date | null;
  @Prop({ type: [String], default: [] }) paymentIds!: string[];
  @Prop({ type: String, default: null }) referralCode!: string | null;
  /** Set when the subscription was refused as a second one to a plan already live, and refunded (issue 35). */
  @Prop({ type: Object, default: null }) refund?: SubscriptionRefund | null;
  @Prop({ required: true, default: 0 }) v!: number;
  /** The change-log entries that changed this document (APPLIED_CHANGES_FIELD); written by the applier only. */
  @Prop({ type: [String], default: undefined }) appliedChanges?: string[];
  createdAt!: Date;
  updatedAt!: Date;
}

export const SubscriptionSchema = SchemaFactory.createForClass(Subscription);
SubscriptionSchema.index({ userId: 1 });
SubscriptionSchema.index({ status: 1, startDate: -1 });
SubscriptionSchema.index({ status: 1, accessUntil: 1 });
SubscriptionSchema.index({ 'refund.requestedAt': -1 }, { sparse: true });

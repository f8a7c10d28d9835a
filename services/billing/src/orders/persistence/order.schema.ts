import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export interface FailedPayment {
  paymentId: string;
  reason: string;
  at: Date;
}

/** An old-quiz purchase order, keyed by the provider's order id; paid through the change log (OrdersApplier). */
@Schema({ collection: 'orders', timestamps: true, minimize: false, versionKey: false })
export class Order {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ required: true }) userId!: string;
  @Prop({ required: true }) subject!: string;
  @Prop({ required: true }) className!: string;
  @Prop({ required: true }) division!: string;
  /** yyyy-mm-dd, inclusive. */
  @Prop({ required: true }) from!: string;
  @Prop({ required: true }) to!: string;
  @Prop({ required: true }) weeks!: number;
  /** Rupees, as the server computed them. */
  @Prop({ required: true }) amount!: number;
  @Prop({ required: true }) amountPaise!: number;
  @Prop({ required: true }) currency!: string;
  @Prop({ required: true }) receipt!: string;
  @Prop({ required: true }) description!: string;
  @Prop({ type: String, enum: ['created', 'success'], required: true }) status!: 'created' | 'success';
  @Prop({ type: String, default: null }) paymentId!: string | null;
  @Prop({ type: Date, default: null }) paidAt!: Date | null;
  @Prop({ type: [Object], default: [] }) failedPayments!: FailedPayment[];
  /** The change-log entries that changed this document (APPLIED_CHANGES_FIELD); written by the applier only. */
  @Prop({ type: [String], default: undefined }) appliedChanges?: string[];
  createdAt!: Date;
  updatedAt!: Date;
}

export const OrderSchema = SchemaFactory.createForClass(Order);
OrderSchema.index({ userId: 1, createdAt: -1 });

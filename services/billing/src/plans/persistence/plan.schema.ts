import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A plan is data: seeded from spec section 9, then edited by admins. Keyed by our own id. */
@Schema({ collection: 'plans', timestamps: true, minimize: false, versionKey: false })
export class Plan {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ required: true }) division!: string;
  @Prop({ required: true }) classs!: string;
  @Prop({ required: true }) name!: string;
  @Prop({ required: true }) billingCycle!: string;
  @Prop({ required: true }) cycleMonths!: number;
  /** Rupees per cycle. */
  @Prop({ required: true }) price!: number;
  @Prop({ type: Number, default: null }) listPrice!: number | null;
  @Prop({ required: true }) totalCount!: number;
  @Prop({ type: [String], default: [] }) features!: string[];
  @Prop({ type: [String], default: [] }) accessibleContent!: string[];
  /** The provider's plan (RAZORPAY_PLAN_*), or one the local provider made up. */
  @Prop({ required: true }) providerPlanId!: string;
  @Prop({ default: true }) active!: boolean;
  /** Display order on the plan cards. */
  @Prop({ required: true }) position!: number;
  createdAt!: Date;
  updatedAt!: Date;
}

export const PlanSchema = SchemaFactory.createForClass(Plan);
PlanSchema.index({ division: 1, position: 1 });

import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * Which completion of a quiz by a learner is the ranked one: the first. Inserted once per (learner, quiz);
 * its unique _id makes the claim atomic (a second insert fails with a duplicate key).
 */
@Schema({ collection: 'ranked_claims', versionKey: false })
export class RankedClaim {
  /** progressKey(userId, quizId) */
  @Prop({ type: String }) _id!: string;
  @Prop({ required: true }) userId!: string;
  @Prop({ required: true }) quizId!: string;
  @Prop({ required: true }) attemptId!: string;
  @Prop({ required: true }) score!: number;
  @Prop({ type: Date, required: true }) claimedAt!: Date;
}

export const RankedClaimSchema = SchemaFactory.createForClass(RankedClaim);
RankedClaimSchema.index({ userId: 1 });

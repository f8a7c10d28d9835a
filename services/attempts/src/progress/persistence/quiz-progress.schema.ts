import type { QuizKind } from '@exam/contracts';
import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { LearnerContext } from '../../completion/persistence/completion.schema';

/** A learner's unsubmitted attempt at a quiz (spec section 4: recorded on start, updated on exit). */
@Schema({ collection: 'quiz_progress', versionKey: false, minimize: false })
export class QuizProgress {
  /** progressKey(userId, quizId) */
  @Prop({ type: String }) _id!: string;
  @Prop({ required: true }) userId!: string;
  @Prop({ required: true }) quizId!: string;
  @Prop({ type: String, required: true }) kind!: QuizKind;
  @Prop({ type: Date, required: true }) firstAttemptedAt!: Date;
  @Prop({ type: Date, required: true }) lastAttemptedAt!: Date;
  @Prop({ type: Date, default: null }) lastExitedAt!: Date | null;
  @Prop({ type: Object, default: {} }) learner!: LearnerContext;
}

export const QuizProgressSchema = SchemaFactory.createForClass(QuizProgress);
QuizProgressSchema.index({ userId: 1 });

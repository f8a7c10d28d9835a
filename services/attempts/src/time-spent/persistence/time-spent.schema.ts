import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { QuestionTime } from '../domain/time-spent';

/** The time-spent record of spec section 3: seconds per question, with the quiz's facts as the server knows them. */
/** Its collection is given per model: time_spent, or reattempt_time_spent (see TIME_SPENT below). */
@Schema({ versionKey: false, minimize: false })
export class TimeSpentRecord {
  @Prop({ type: String }) _id!: string;
  @Prop({ required: true }) userId!: string;
  @Prop({ required: true }) quizId!: string;
  @Prop({ required: true }) quizName!: string;
  @Prop({ required: true }) quizDivision!: string;
  @Prop({ required: true }) quizClass!: string;
  @Prop({ required: true }) quizSubject!: string;
  @Prop({ required: true }) quizChapter!: string;
  @Prop({ type: [Object], default: [] }) durations!: QuestionTime[];
  @Prop({ required: true }) totalSeconds!: number;
  @Prop({ type: Date, default: null }) startedAt!: Date | null;
  @Prop({ type: Date, default: null }) endedAt!: Date | null;
  @Prop({ type: Date, required: true }) recordedAt!: Date;
}

/** A quiz's time and a practice reattempt's time live in separate collections: the latter never counts in results. */
export const TIME_SPENT = 'TimeSpent';
export const REATTEMPT_TIME_SPENT = 'ReattemptTimeSpent';

export const TimeSpentSchema = SchemaFactory.createForClass(TimeSpentRecord);
TimeSpentSchema.index({ userId: 1, quizId: 1 });

import type { QuizKind } from '@exam/contracts';
import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { AttemptResult } from '../../shared/domain/scoring';
import type { StoredChoices, StoredStatuses } from './answer-codec';

/** What the learner app tells about the learner and where they are; kept with the attempt, never trusted for results. */
export interface LearnerContext {
  userName?: string;
  userSchoolcode?: string;
  userClass?: string;
  userSection?: string;
  country?: string;
  state?: string;
  city?: string;
}

/** One scored completion, keyed by the client-made attemptId, so a resubmission finds it. Kept forever. */
@Schema({ collection: 'quiz_attempts', versionKey: false, minimize: false })
export class Completion {
  @Prop({ type: String }) _id!: string;
  @Prop({ required: true }) userId!: string;
  @Prop({ required: true }) quizId!: string;
  @Prop({ type: String, required: true }) kind!: QuizKind;
  @Prop({ required: true }) quizName!: string;
  @Prop({ required: true }) division!: string;
  @Prop({ required: true }) subject!: string;
  /** First chosen option per question, as submitted: one character each (answer-codec). */
  @Prop({ type: Object, required: true }) answers!: StoredChoices;
  /** The learner's confidence tag per question ('S', 'F', 'G', '-'); absent when nothing was tagged. */
  @Prop({ type: String }) confidence?: string;
  /** The quiz's chapter when completed (completions stored before issue 32 have none). */
  @Prop({ type: String }) chapter?: string;
  /** Per question: right, wrong or unanswered, one character each (answer-codec). */
  @Prop({ type: Object, required: true }) statuses!: StoredStatuses;
  @Prop({ type: Object, required: true }) result!: AttemptResult;
  /** The first completion of the quiz by this learner: the one the percentile counts. */
  @Prop({ required: true }) ranked!: boolean;
  /** An exam played in the practice player after its key was released (issue 31): never ranked. */
  @Prop({ type: Boolean }) unranked?: boolean;
  @Prop({ type: Date, default: null }) startedAt!: Date | null;
  @Prop({ type: Date, default: null }) endedAt!: Date | null;
  @Prop({ type: Date, required: true }) completedAt!: Date;
  @Prop({ type: Object, default: {} }) learner!: LearnerContext;
}

export const CompletionSchema = SchemaFactory.createForClass(Completion);
// For real MongoDB (a learner's history, a quiz's results); FerretDB only uses _id, which every hot path reads by.
CompletionSchema.index({ userId: 1, quizId: 1 });
CompletionSchema.index({ quizId: 1, ranked: 1, 'result.score': 1 });

import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { EventEnvelope } from '@exam/contracts';
import { outboxSchemaField } from '@exam/messaging';
import type { QuizAttempt } from './quiz-attempt.schema';
import type { QuizProgress } from './quiz-progress.schema';
import type { TimeSpentRecord } from './time-spent.schema';

/** A change of this service, in a form that can be applied (again) to the collection it belongs to. */
export type Change =
  | { kind: 'completion'; attempt: QuizAttempt }
  | { kind: 'first-attempt'; progress: QuizProgress }
  | { kind: 'time-spent'; mode: 'attempt' | 'reattempt'; record: TimeSpentRecord };

/**
 * The commit record of a change and the events it raises, written in one insert (the outbox). The relay
 * scans this collection for unsent events; on FerretDB that is a full scan (10,000 attempt documents took
 * 1.2 s), so the outbox cannot live on quiz_attempts, which grows forever. This collection only holds
 * changes not yet published: PendingChanges applies each change to its own collection right away and
 * deletes the commit record once its events are out.
 */
@Schema({ collection: 'pending_changes', versionKey: false, minimize: false })
export class PendingChange {
  @Prop({ type: String }) _id!: string;
  @Prop({ type: Object, required: true }) change!: Change;
  @Prop(outboxSchemaField) outbox!: EventEnvelope[];
  @Prop({ type: Date, required: true }) createdAt!: Date;
}

export const PendingChangeSchema = SchemaFactory.createForClass(PendingChange);

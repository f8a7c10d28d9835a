import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { AttemptResult } from '../../shared/domain/scoring';
import type { SectionResult } from '../domain/exam-scoring';
import type { SectionWindow } from '../domain/exam-rules';
import type { StoredResponses } from './response-codec';

export type ExamSessionStatus = 'open' | 'submitted';

/**
 * A learner's one session of an exam (`_id` = progressKey(userId, quizId): a second start finds it). Its
 * deadline is the server's, set at the start; its responses are the saves applied so far; `seqs` holds each
 * device's last applied save, `v` counts its writes (the guard of every update).
 */
export interface ExamSessionDoc {
  _id: string;
  sessionId: string;
  userId: string;
  quizId: string;
  quizName: string;
  /** Shown on the leaderboard (never the email). */
  displayName: string;
  division: string;
  subject: string;
  status: ExamSessionStatus;
  live: boolean;
  startedAt: Date;
  deadline: Date;
  sections: SectionWindow[];
  questionCount: number;
  responses: StoredResponses;
  seqs: Record<string, number>;
  v: number;
  /** The change-log entry that created it (an entry applied again after a crash tells its events again). */
  startEntry: string;
  submittedAt: Date | null;
  auto: boolean;
  submitEntry: string | null;
  /** As scored when submitted; results and standings score the stored responses again with the current key. */
  result: AttemptResult | null;
  sectionResults: SectionResult[] | null;
}

/** Declares exam_sessions' secondary index for real MongoDB (FerretDB reads it by _id or scans). */
@Schema({ collection: 'exam_sessions', versionKey: false, strict: false })
export class ExamSession {
  @Prop({ type: String }) _id!: string;
  @Prop({ required: true }) quizId!: string;
  @Prop({ required: true }) status!: string;
}

export const ExamSessionSchema = SchemaFactory.createForClass(ExamSession);
ExamSessionSchema.index({ quizId: 1, status: 1 });

/** A session not submitted yet, with when the server submits it: a small collection the deadline sweep reads whole. */
export interface OpenSessionDoc {
  _id: string;
  quizId: string;
  autoSubmitAt: Date;
}

/** A live mock as catalog described it, and when it was closed (rank released). */
export interface LiveMockDoc {
  _id: string;
  quizName: string;
  opensAt: string;
  closesAt: string;
  removed: boolean;
  closedAt: Date | null;
  /** The change-log entry that closed it. */
  closeEntry?: string;
}

import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { ROLES, type Role } from '@exam/contracts';
import type { HydratedDocument } from 'mongoose';
import type { LoginFailures } from '../../sessions/domain/login-throttle';
import type { StoredOtp } from '../domain/otp';
import type { LiveSession } from '../../sessions/domain/session-rules';

/**
 * The user aggregate: account, credentials, one-time codes and the live session. Its changes that raise
 * events come through the change log (UsersApplier).
 */
@Schema({ collection: 'users', timestamps: true, minimize: false })
export class User {
  @Prop({ required: true }) name!: string;
  @Prop({ required: true }) key!: string;
  @Prop({ required: true, unique: true }) email!: string;
  @Prop({ required: true }) mobile!: string;
  @Prop({ required: true }) school!: string;
  @Prop({ required: true }) schoolcode!: string;
  @Prop({ default: false }) paid!: boolean;
  @Prop({ required: true }) classs!: string;
  @Prop({ default: '' }) rollNumber!: string;
  @Prop({ required: true }) section!: string;
  @Prop({ required: true }) city!: string;
  @Prop({ required: true }) state!: string;
  @Prop({ required: true }) country!: string;
  @Prop({ type: String, enum: ROLES, default: 'learner' }) role!: Role;
  @Prop({ required: true }) passwordHash!: string;
  @Prop({ default: false }) verified!: boolean;
  /** Set by an admin: the account cannot log in and its session has ended. */
  @Prop({ default: false }) disabled?: boolean;
  /** Wrong passwords in a row and the back-off they set (domain/login-throttle). */
  @Prop({ type: Object, default: null }) loginFailures?: LoginFailures | null;
  /** The browser of the last successful login: never made to wait by the back-off. */
  @Prop({ type: String, default: null }) lastBrowserId?: string | null;
  /** When the last reset mails went to this address (a few an hour). */
  @Prop({ type: [Date], default: [] }) resetMailsSent?: Date[];
  @Prop({ type: Object, default: null }) otp!: StoredOtp | null;
  @Prop({ type: Object, default: null }) session!: LiveSession | null;
  /** Recent change-log entries that changed this document (APPLIED_CHANGES_FIELD); written by the applier only. */
  @Prop({ type: [String], default: undefined }) appliedChanges?: string[];
  createdAt!: Date;
  updatedAt!: Date;
}

export type UserDocument = HydratedDocument<User>;
export const UserSchema = SchemaFactory.createForClass(User);

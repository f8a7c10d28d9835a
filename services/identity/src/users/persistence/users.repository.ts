import { isDuplicateKey, nativeCollection } from '@exam/common';
import { ConflictException, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { EventEnvelope } from '@exam/contracts';
import { APPLIED_CHANGES_FIELD, ChangeLog, commitAggregate } from '@exam/messaging';
import type { Collection } from 'mongodb';
import { isValidObjectId, Types, type Model, type UpdateQuery } from 'mongoose';
import { IDENTITY } from '../../identity.constants';
import { AccountView } from '../../sessions/account-view';
import { User, type UserDocument } from './user.schema';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Please login.';

/** The change-log capability that creates and changes users. */
export const USERS_CAPABILITY = 'identity.users';

/** What reads leave out: the change-log bookkeeping. */
const PROJECTION = { [APPLIED_CHANGES_FIELD]: 0 };

/** A change of one user that raises events: its expectation (a compare-and-set) and its new fields. */
export interface UserChange {
  /** Conditions on top-level fields, e.g. `{ verified: false }`. */
  expect?: Record<string, unknown>;
  /** Conditions on nested fields, e.g. `[{ path: 'otp.codeHash', value: hash }]`. */
  expectPaths?: ReadonlyArray<{ path: string; value: unknown }>;
  set: Partial<Omit<User, 'createdAt' | 'updatedAt'>>;
}

/**
 * Reads and writes the user aggregate. Every write that raises events goes through the change log: the
 * change and its events are one entry, whose applier makes the write (conditional on the expectation) and
 * publishes the events only if it took effect; the command waits for that verdict, so its next call
 * (a login right after verifying, a role change counting at once) reads the new state. Writes that raise
 * no events (wrong-password and wrong-code counters, a reset code) are plain single-document updates.
 */
@Injectable()
export class UsersRepository {
  constructor(
    @InjectModel(User.name, IDENTITY) readonly model: Model<User>,
    private readonly log: ChangeLog,
    private readonly accounts: AccountView,
  ) {}

  /**
   * Found through the email claim (`user_emails`, keyed by email): a lookup by _id, which stays fast at any
   * size on every MongoDB-wire server, where FerretDB would scan the users for `{email}`.
   */
  async findByEmail(email: string): Promise<UserDocument | null> {
    const claim = await this.emailClaims().findOne({ _id: email });
    return claim ? this.model.findById(claim.userId, PROJECTION).exec() : null;
  }

  private emailClaims(): Collection<{ _id: string; userId: string }> {
    return nativeCollection(this.model.db, 'user_emails');
  }

  findById(id: string): Promise<UserDocument | null> {
    return isValidObjectId(id) ? this.model.findById(id, PROJECTION).exec() : Promise.resolve(null);
  }

  async create(
    fields: Omit<User, 'createdAt' | 'updatedAt'>,
    events: (id: string) => EventEnvelope[],
  ): Promise<UserDocument> {
    const doc = new this.model(fields);
    // Claim the email first: its unique _id makes two registrations of one address collide here.
    const claimed = await this.emailClaims()
      .insertOne({ _id: fields.email, userId: doc.id })
      .then(() => true)
      .catch((e: unknown) => {
        if (!isDuplicateKey(e)) throw e;
        return false;
      });
    if (!claimed) {
      const claim = await this.emailClaims().findOne({ _id: fields.email });
      if (!claim || (await this.model.exists({ _id: claim.userId })))
        throw new ConflictException(EMAIL_TAKEN_MESSAGE);
      // A claim whose user was never written (a crash in between): the registration takes it over.
      doc._id = new Types.ObjectId(claim.userId);
    }
    // Cast, defaulted and validated by the schema as save() would; stored by the applier.
    await doc.validate();
    const document = doc.toObject({ versionKey: false }) as User & { _id: Types.ObjectId };
    const now = new Date();
    const created = await commitAggregate(
      this.log,
      USERS_CAPABILITY,
      { op: 'insert', id: doc._id, document: { ...document, createdAt: now, updatedAt: now } },
      events(doc.id),
    );
    // Not created: a user with this email (the unique index) or this id exists already.
    if (!created) throw new ConflictException(EMAIL_TAKEN_MESSAGE);
    return doc;
  }

  /**
   * Changes a user and raises its events in one change-log entry, only if the user still matches the
   * expectation; answers whether it did (false: nothing was written and no event is published).
   */
  change(
    user: { _id: Types.ObjectId },
    change: UserChange,
    events: readonly EventEnvelope[],
  ): Promise<boolean> {
    return commitAggregate(
      this.log,
      USERS_CAPABILITY,
      {
        op: 'update',
        id: user._id,
        expect: change.expect ?? {},
        ...(change.expectPaths ? { expectPaths: change.expectPaths } : {}),
        set: change.set,
      },
      events,
    );
  }

  /**
   * Counts one try of the user's code `codeHash`, before it is compared, only while fewer than `max` were
   * counted: one atomic update, so however many tries arrive at once, at most `max` are ever counted.
   * Answers the try's number, or null when none is left (or another code replaced this one).
   */
  async claimOtpTry(userId: Types.ObjectId, codeHash: string, max: number): Promise<number | null> {
    const after = await this.model
      .findOneAndUpdate(
        { _id: userId, 'otp.codeHash': codeHash, 'otp.tries': { $lt: max } },
        { $inc: { 'otp.tries': 1 } },
        { returnDocument: 'after' },
      )
      .lean()
      .exec();
    return after?.otp?.tries ?? null;
  }

  /** A write that raises no events, applied only if the filter still matches; answers whether it did. */
  async update(filter: Record<string, unknown>, update: UpdateQuery<User>): Promise<boolean> {
    const res = await this.model
      .updateOne(filter, update)
      .exec()
      .finally(() => this.accounts.forget(String(filter._id)));
    return res.modifiedCount === 1;
  }
}

import { isDuplicateKey } from '@exam/common';
import { ConflictException, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { EventEnvelope } from '@exam/contracts';
import { OutboxRelay, withOutbox } from '@exam/messaging';
import type { Collection } from 'mongodb';
import { isValidObjectId, Types, type Model, type UpdateQuery } from 'mongoose';
import { IDENTITY } from '../../identity.constants';
import { AccountView } from '../../sessions/account-view';
import { User, type UserDocument } from './user.schema';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Please login.';

/** Reads and writes the user aggregate; every write that raises events stores them in the same update. */
/** The relay's name for the users' outbox. */
export const USERS_OUTBOX = 'identity.users';

@Injectable()
export class UsersRepository {
  constructor(
    @InjectModel(User.name, IDENTITY) readonly model: Model<User>,
    private readonly relay: OutboxRelay,
    private readonly accounts: AccountView,
  ) {}

  /**
   * Found through the email claim (`user_emails`, keyed by email): a lookup by _id, which stays fast at any
   * size on every MongoDB-wire server, where FerretDB would scan the users for `{email}`.
   */
  async findByEmail(email: string): Promise<UserDocument | null> {
    const claim = await this.emailClaims().findOne({ _id: email });
    return claim ? this.model.findById(claim.userId).exec() : null;
  }

  private emailClaims(): Collection<{ _id: string; userId: string }> {
    return this.model.db.db!.collection('user_emails');
  }

  findById(id: string): Promise<UserDocument | null> {
    return isValidObjectId(id) ? this.model.findById(id).exec() : Promise.resolve(null);
  }

  async create(
    fields: Omit<User, 'outbox' | 'createdAt' | 'updatedAt'>,
    events: (id: string) => EventEnvelope[],
  ): Promise<UserDocument> {
    const doc = new this.model(fields);
    // Claim the email first: its unique _id makes two registrations of one address collide here.
    const claimed = await this.emailClaims()
      .insertOne({ _id: fields.email, userId: doc.id })
      .then(() => true)
      .catch((e: { code?: number }) => {
        if (e.code !== 11000) throw e;
        return false;
      });
    if (!claimed) {
      const claim = await this.emailClaims().findOne({ _id: fields.email });
      if (!claim || (await this.model.exists({ _id: claim.userId })))
        throw new ConflictException(EMAIL_TAKEN_MESSAGE);
      // A claim whose user was never written (a crash in between): the registration takes it over.
      doc._id = new Types.ObjectId(claim.userId);
    }
    doc.outbox = events(doc.id);
    try {
      await doc.save();
    } catch (e) {
      if (isDuplicateKey(e)) throw new ConflictException(EMAIL_TAKEN_MESSAGE);
      throw e;
    }
    this.relay.nudge(USERS_OUTBOX);
    return doc;
  }

  /** Applies an update only if the filter still matches; answers whether it did. */
  async update(
    filter: Record<string, unknown>,
    update: UpdateQuery<User>,
    events: readonly EventEnvelope[] = [],
  ): Promise<boolean> {
    const res = await this.model
      .updateOne(filter, events.length ? withOutbox(update as Record<string, unknown>, events) : update)
      .exec()
      // The session check's view of this account is read again on its next call (role, session, state).
      .finally(() => this.accounts.forget(String(filter._id)));
    if (events.length && res.modifiedCount) this.relay.nudge(USERS_OUTBOX);
    return res.modifiedCount === 1;
  }
}

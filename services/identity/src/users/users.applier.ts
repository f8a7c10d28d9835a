import { nativeCollection } from '@exam/common';
import {
  AggregateChangeApplier,
  type AggregateChange,
  type AggregateDoc,
  type ChangeLogEntry,
} from '@exam/messaging';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { IDENTITY } from '../identity.constants';
import { AccountView } from '../sessions/account-view';
import { User } from './persistence/user.schema';
import { USERS_CAPABILITY } from './persistence/users.repository';

/**
 * A user changes on every login: the document keeps only its recent change-log entry ids (an entry a
 * crash left is finished by the sweeper at the next start, long before this many logins followed it).
 */
const KEEP_APPLIED = 50;

/**
 * Applies users' compare-and-set changes (UsersRepository commits them); registered by the module. The
 * session check's view of each changed account is read again on its next call (role, session, state),
 * also when the sweeper finishes an entry a crash left.
 */
@Injectable()
export class UsersApplier extends AggregateChangeApplier {
  constructor(
    @InjectModel(User.name, IDENTITY) model: Model<User>,
    private readonly accounts: AccountView,
  ) {
    super(USERS_CAPABILITY, () => nativeCollection<AggregateDoc>(model.db, model.collection.collectionName), {
      keepApplied: KEEP_APPLIED,
    });
  }

  override async apply(entries: ReadonlyArray<ChangeLogEntry<AggregateChange>>) {
    try {
      return await super.apply(entries);
    } finally {
      for (const entry of entries) this.accounts.forget(String(entry.change.id));
    }
  }
}

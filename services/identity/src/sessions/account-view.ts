import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { randomUUID } from 'node:crypto';
import type { Model } from 'mongoose';
import { AccountCache } from '@exam/auth';
import { TOPICS, type Role } from '@exam/contracts';
import { EVENT_BUS, type EventBus } from '@exam/messaging';
import { IDENTITY } from '../identity.constants';
import { User } from '../users/persistence/user.schema';

/** What checking a token needs to know of an account. */
export interface AccountFacts {
  sessionId: string | null;
  role: Role;
  disabled: boolean;
}

/**
 * Identity's in-memory view of every account's live session, role and state, read once from the users
 * collection and forgotten on each change, so a token is checked on every call without a database round
 * trip. Changes made by this process are forgotten as they are written (UsersRepository). With several
 * identity instances on Kafka, each also follows identity's events in a consumer group of its own, so a
 * change made by another instance counts here as soon as its event arrives.
 */
@Injectable()
export class AccountView implements OnModuleInit {
  private readonly cache: AccountCache<AccountFacts>;

  constructor(
    @InjectModel(User.name, IDENTITY) model: Model<User>,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {
    this.cache = new AccountCache(async (id) => {
      const user = await model.findById(id, { session: 1, role: 1, disabled: 1 }).lean().exec();
      return user
        ? { sessionId: user.session?.sessionId ?? null, role: user.role, disabled: user.disabled === true }
        : null;
    });
  }

  async onModuleInit(): Promise<void> {
    // The in-process bus exists only in the single embedded process, whose own writes already forget.
    if (this.bus.kind !== 'kafka') return;
    await this.bus.subscribe({
      groupId: `identity.account-view.${randomUUID()}`,
      topics: [TOPICS.identity],
      handle: async (event) => {
        const { userId } = event.payload as { userId?: unknown };
        this.forget(typeof userId === 'string' ? userId : event.aggregateId);
      },
    });
  }

  get(userId: string): Promise<AccountFacts | null> {
    return this.cache.get(userId);
  }

  forget(userId: string): void {
    this.cache.forget(userId);
  }
}

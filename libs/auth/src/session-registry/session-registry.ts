import { Inject, Injectable, Module, type DynamicModule } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import {
  TOPICS,
  UserLoggedIn,
  UserLoggedOut,
  UserProfileUpdated,
  UserRegistered,
  type EventEnvelope,
} from '@exam/contracts';
import { MongoProjector } from '@exam/messaging';
import type { TokenClaims } from '../auth-user';
import type { LiveAccount, SessionValidator } from '../session-validator.port';
import { liveAccountOf, type KnownSession } from './session-rule';

const SERVICE = Symbol('SESSION_REGISTRY_SERVICE');
const COLLECTION = 'session_registry';

interface SessionDoc extends KnownSession {
  _id: string;
}

/**
 * Follows identity's login, logout and role events, so a service running alone can refuse ended sessions
 * and knows each account's current role.
 */
@Injectable()
export class SessionRegistryProjector extends MongoProjector {
  readonly name: string;
  readonly topics = [TOPICS.identity];

  constructor(
    @Inject(SERVICE) service: string,
    @Inject('SESSION_REGISTRY_CONNECTION') connection: Connection,
  ) {
    super(connection);
    this.name = `${service}.session-registry`;
  }

  protected async project(event: EventEnvelope): Promise<void> {
    const sessions = this.connection.db!.collection<SessionDoc>(COLLECTION);
    if (UserLoggedIn.is(event)) {
      const { userId, sessionId, startedAt } = event.payload;
      const started = Date.parse(startedAt);
      // Only a newer session replaces the known one, so a late redelivery cannot revive an old session.
      const known = await sessions.findOne({ _id: userId });
      if (known?.startedAt !== undefined && known.startedAt >= started) return;
      await sessions.updateOne(
        { _id: userId },
        { $set: { sessionId, startedAt: started, loggedOut: false } },
        { upsert: true },
      );
    } else if (UserLoggedOut.is(event)) {
      await sessions.updateOne(
        { _id: event.payload.userId, sessionId: event.payload.sessionId },
        { $set: { loggedOut: true } },
      );
    } else if (UserRegistered.is(event) || UserProfileUpdated.is(event)) {
      // Events of one user arrive in order, so the last one seen carries the current role.
      const { userId, role } = event.payload;
      await sessions.updateOne({ _id: userId }, { $set: { role } }, { upsert: true });
    }
  }

  protected async clear(): Promise<void> {
    await this.connection.db!.collection(COLLECTION).deleteMany({});
  }

  async find(userId: string): Promise<KnownSession | null> {
    return this.connection.db!.collection<SessionDoc>(COLLECTION).findOne({ _id: userId });
  }
}

@Injectable()
export class RegistrySessionValidator implements SessionValidator {
  constructor(private readonly registry: SessionRegistryProjector) {}

  async check(claims: TokenClaims): Promise<LiveAccount | null> {
    return liveAccountOf(claims, await this.registry.find(claims.sub));
  }
}

/** For a service running alone: its own copy of who is logged in where. */
@Module({})
export class SessionRegistryModule {
  static forService(service: string): DynamicModule {
    return {
      module: SessionRegistryModule,
      providers: [
        { provide: SERVICE, useValue: service },
        { provide: 'SESSION_REGISTRY_CONNECTION', useExisting: getConnectionToken(service) },
        SessionRegistryProjector,
        RegistrySessionValidator,
      ],
      exports: [RegistrySessionValidator],
    };
  }
}

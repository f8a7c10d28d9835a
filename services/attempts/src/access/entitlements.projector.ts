import { isDuplicateKey, nativeCollection } from '@exam/common';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import {
  applyEntitlementEvent,
  emptyEntitlement,
  ENTITLEMENT_EVENT_TYPES,
  TOPICS,
  type EntitlementDoc,
  type EventEnvelope,
} from '@exam/contracts';
import { MongoProjector } from '@exam/messaging';
import type { Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { ATTEMPTS } from '../attempts.constants';

const MAX_CONFLICT_RETRIES = 20;

/**
 * What each learner may open (identity's school code, billing's subscriptions and old-quiz purchases),
 * kept in memory for the access check of every attempts call: a completion reads no entitlement from the
 * database. The documents (attempts' own `entitlements`) are what the memory is loaded from at start.
 * In distributed mode with several instances of this service, each instance's memory follows only the
 * events its share of the consumer group receives: run one instance, or give each its own group.
 */
@Injectable()
export class EntitlementsProjector extends MongoProjector implements OnModuleInit {
  readonly name = 'attempts.entitlements';
  readonly topics = [TOPICS.identity, TOPICS.billing];
  private readonly memory = new Map<string, EntitlementDoc>();

  constructor(@InjectConnection(ATTEMPTS) connection: Connection) {
    super(connection);
  }

  private entitlements(): Collection<EntitlementDoc> {
    return nativeCollection<EntitlementDoc>(this.connection, 'entitlements');
  }

  /** Loads the view before the bus delivers anything (the bus starts at application bootstrap). */
  async onModuleInit(): Promise<void> {
    for await (const doc of this.entitlements().find({})) this.memory.set(doc._id, doc);
  }

  forUser(userId: string): EntitlementDoc | null {
    return this.memory.get(userId) ?? null;
  }

  protected override handles(event: EventEnvelope): boolean {
    return ENTITLEMENT_EVENT_TYPES.has(event.type);
  }

  protected async project(event: EventEnvelope): Promise<void> {
    const userId = (event.payload as { userId?: unknown }).userId;
    if (typeof userId !== 'string') return;
    for (let attempt = 0; attempt < MAX_CONFLICT_RETRIES; attempt++) {
      const current = await this.entitlements().findOne({ _id: userId });
      const next = applyEntitlementEvent(current ?? emptyEntitlement(userId), event);
      if (current && next === current) {
        this.memory.set(userId, current);
        return;
      }
      const written = { ...next, v: (current?.v ?? 0) + 1 };
      if (await this.write(current, written)) {
        this.memory.set(userId, written);
        return;
      }
    }
    throw new Error(`Entitlement of ${userId} kept changing under ${event.type}; will retry`);
  }

  /** Compare-and-set on the version: facts about one user arrive from two topics at once. */
  private async write(current: EntitlementDoc | null, next: EntitlementDoc): Promise<boolean> {
    if (!current) {
      try {
        await this.entitlements().insertOne(next);
        return true;
      } catch (e) {
        if (isDuplicateKey(e)) return false;
        throw e;
      }
    }
    const { _id, ...fields } = next;
    const res = await this.entitlements().updateOne({ _id, v: current.v }, { $set: fields });
    return res.modifiedCount === 1;
  }

  protected async clear(): Promise<void> {
    this.memory.clear();
    await this.entitlements().deleteMany({});
  }
}

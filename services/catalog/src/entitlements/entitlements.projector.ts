import { isDuplicateKey } from '@exam/common';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { TOPICS, type EventEnvelope } from '@exam/contracts';
import { MongoProjector } from '@exam/messaging';
import type { Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { CATALOG, ENTITLEMENT_CACHE_MS } from '../catalog.constants';
import {
  applyEntitlementEvent,
  emptyEntitlement,
  ENTITLEMENT_EVENT_TYPES,
  type EntitlementDoc,
} from './apply-entitlement-event';

const MAX_CONFLICT_RETRIES = 20;

/**
 * The entitlement read model, keyed by userId: billing's subscription and old-quiz facts and identity's
 * school code. Reads are cached briefly; this projector drops a user's cached entry when it writes it.
 */
@Injectable()
export class EntitlementsProjector extends MongoProjector {
  readonly name = 'catalog.entitlements';
  readonly topics = [TOPICS.identity, TOPICS.billing];
  private readonly cache = new Map<string, { doc: EntitlementDoc | null; at: number }>();

  constructor(@InjectConnection(CATALOG) connection: Connection) {
    super(connection);
  }

  entitlements(): Collection<EntitlementDoc> {
    return this.connection.db!.collection<EntitlementDoc>('entitlements');
  }

  /** A user's entitlement (null when nothing is known about them yet). */
  async forUser(userId: string): Promise<EntitlementDoc | null> {
    const hit = this.cache.get(userId);
    if (hit && Date.now() - hit.at < ENTITLEMENT_CACHE_MS) return hit.doc;
    const doc = await this.entitlements().findOne({ _id: userId });
    if (this.cache.size > 50_000) this.cache.clear();
    this.cache.set(userId, { doc, at: Date.now() });
    return doc;
  }

  protected override handles(event: EventEnvelope): boolean {
    return ENTITLEMENT_EVENT_TYPES.has(event.type);
  }

  protected async project(event: EventEnvelope): Promise<void> {
    const userId = (event.payload as { userId?: unknown }).userId;
    if (typeof userId !== 'string') return;
    try {
      for (let attempt = 0; attempt < MAX_CONFLICT_RETRIES; attempt++) {
        const current = await this.entitlements().findOne({ _id: userId });
        const next = applyEntitlementEvent(current ?? emptyEntitlement(userId), event);
        if (current && next === current) return;
        if (await this.write(current, { ...next, v: (current?.v ?? 0) + 1 })) return;
      }
      throw new Error(`Entitlement of ${userId} kept changing under ${event.type}; will retry`);
    } finally {
      this.cache.delete(userId);
    }
  }

  /** Compare-and-set on the version; false when another event got there first. */
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
    await this.entitlements().deleteMany({});
    this.cache.clear();
  }
}

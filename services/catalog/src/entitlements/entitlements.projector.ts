import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import {
  ENTITLEMENT_EVENT_TYPES,
  entitlementUserOf,
  storeEntitlementEvent,
  TOPICS,
  type EntitlementDoc,
  type EventEnvelope,
} from '@exam/contracts';
import { MongoProjector } from '@exam/messaging';
import type { Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { CATALOG, ENTITLEMENT_CACHE_MS } from '../catalog.constants';

/**
 * The entitlement read model, keyed by userId: billing's subscription and old-quiz facts and identity's
 * school code, written with the compare-and-set store shared with attempts (@exam/contracts). Reads are
 * cached briefly; this projector drops a user's cached entry when it writes it.
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
    try {
      await storeEntitlementEvent(this.entitlements(), event);
    } finally {
      const userId = entitlementUserOf(event);
      if (userId !== null) this.cache.delete(userId);
    }
  }

  protected async clear(): Promise<void> {
    await this.entitlements().deleteMany({});
    this.cache.clear();
  }
}

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
import { CATALOG, ENTITLEMENT_CACHE_MS, ENTITLEMENT_STALE_MS } from '../catalog.constants';

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
  /** Database reads under way, one per user. */
  private readonly reading = new Map<string, Promise<EntitlementDoc | null>>();

  constructor(@InjectConnection(CATALOG) connection: Connection) {
    super(connection);
  }

  entitlements(): Collection<EntitlementDoc> {
    return this.connection.db!.collection<EntitlementDoc>('entitlements');
  }

  /**
   * A user's entitlement (null when nothing is known about them yet). A read younger than
   * ENTITLEMENT_CACHE_MS is served as is; one younger than ENTITLEMENT_STALE_MS is served while one read
   * refreshes it in the background (so a learner's list never waits on the database for it); older, or
   * unknown, is read first. Concurrent reads of one user share one database read.
   */
  forUser(userId: string): Promise<EntitlementDoc | null> {
    const hit = this.cache.get(userId);
    const age = hit ? Date.now() - hit.at : Infinity;
    if (hit && age < ENTITLEMENT_CACHE_MS) return Promise.resolve(hit.doc);
    const read = this.read(userId);
    if (!hit || age >= ENTITLEMENT_STALE_MS) return read;
    // Served from memory: a failed refresh is retried by the next request.
    read.catch(() => undefined);
    return Promise.resolve(hit.doc);
  }

  private read(userId: string): Promise<EntitlementDoc | null> {
    const known = this.reading.get(userId);
    if (known) return known;
    const at = Date.now();
    const read = this.entitlements()
      .findOne({ _id: userId })
      .then((doc) => {
        // Not when the projector changed this user meanwhile: the read may predate its write.
        if (this.reading.get(userId) === read) {
          if (this.cache.size > 50_000) this.cache.clear();
          this.cache.set(userId, { doc, at });
        }
        return doc;
      })
      .finally(() => {
        if (this.reading.get(userId) === read) this.reading.delete(userId);
      });
    this.reading.set(userId, read);
    return read;
  }

  protected override handles(event: EventEnvelope): boolean {
    return ENTITLEMENT_EVENT_TYPES.has(event.type);
  }

  protected async project(event: EventEnvelope): Promise<void> {
    try {
      await storeEntitlementEvent(this.entitlements(), event);
    } finally {
      const userId = entitlementUserOf(event);
      if (userId !== null) {
        this.cache.delete(userId);
        this.reading.delete(userId);
      }
    }
  }

  protected async clear(): Promise<void> {
    await this.entitlements().deleteMany({});
    this.cache.clear();
    this.reading.clear();
  }
}

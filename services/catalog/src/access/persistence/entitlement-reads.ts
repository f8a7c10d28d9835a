import { Injectable } from '@nestjs/common';
import { EntitlementsProjector, type EntitlementDoc, type EntitlementWatcher } from '@exam/access';
import { ENTITLEMENT_CACHE_MS, ENTITLEMENT_STALE_MS } from '../../catalog.constants';

/**
 * Catalog's reads of its entitlement read model (EntitlementsProjector of @exam/access), cached briefly;
 * a user's cached entry is dropped the moment the projector writes it.
 */
@Injectable()
export class EntitlementReads implements EntitlementWatcher {
  private readonly cache = new Map<string, { doc: EntitlementDoc | null; at: number }>();
  /** Database reads under way, one per user. */
  private readonly reading = new Map<string, Promise<EntitlementDoc | null>>();

  constructor(private readonly projector: EntitlementsProjector) {
    projector.watch(this);
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

  changed(userId: string): void {
    this.cache.delete(userId);
    this.reading.delete(userId);
  }

  cleared(): void {
    this.cache.clear();
    this.reading.clear();
  }

  private read(userId: string): Promise<EntitlementDoc | null> {
    const known = this.reading.get(userId);
    if (known) return known;
    const at = Date.now();
    const read = this.projector
      .entitlements()
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
}

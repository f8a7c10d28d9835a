// One way of keeping the entitlement read model, shared by every service that keeps one (catalog for
// getquizbyid and the downloads, attempts for the calls that record, score and time a quiz): the same
// compare-and-set write into the service's own `entitlements` collection, and the same in-memory fold.
import { isDeepStrictEqual } from 'node:util';
import type { Collection } from 'mongodb';
import type { EventEnvelope } from '@exam/contracts';
import {
  applyEntitlementEvent,
  emptyEntitlement,
  ENTITLEMENT_EVENT_TYPES,
  type EntitlementDoc,
} from './domain/entitlement';

const MAX_CONFLICT_RETRIES = 20;

/** The learner an entitlement event is about, or null when it is about none (or not an entitlement event). */
export function entitlementUserOf(event: EventEnvelope): string | null {
  if (!ENTITLEMENT_EVENT_TYPES.has(event.type)) return null;
  const userId = (event.payload as { userId?: unknown }).userId;
  return typeof userId === 'string' ? userId : null;
}

/**
 * Folds one event into the stored entitlement of its learner with a compare-and-set on the version: facts
 * about one learner arrive from two topics (identity, billing) at once, so a write that lost the race reads
 * again and retries. Returns the document as stored afterwards (null when the event is about no learner).
 */
export async function storeEntitlementEvent(
  entitlements: Collection<EntitlementDoc>,
  event: EventEnvelope,
): Promise<EntitlementDoc | null> {
  const userId = entitlementUserOf(event);
  if (userId === null) return null;
  for (let attempt = 0; attempt < MAX_CONFLICT_RETRIES; attempt++) {
    const current = await entitlements.findOne({ _id: userId });
    const next = applyEntitlementEvent(current ?? emptyEntitlement(userId), event);
    // A repeat (at-least-once delivery) changes nothing: no write, no new version.
    if (current && (next === current || isDeepStrictEqual(next, current))) return current;
    const written = { ...next, v: (current?.v ?? 0) + 1 };
    if (await compareAndSet(entitlements, current, written)) return written;
  }
  throw new Error(`Entitlement of ${userId} kept changing under ${event.type}; will retry`);
}

/** False when another event got there first (the version moved, or the first insert was taken). */
async function compareAndSet(
  entitlements: Collection<EntitlementDoc>,
  current: EntitlementDoc | null,
  next: EntitlementDoc,
): Promise<boolean> {
  if (!current) {
    try {
      await entitlements.insertOne(next);
      return true;
    } catch (e) {
      if ((e as { code?: number } | null)?.code === 11000) return false;
      throw e;
    }
  }
  const { _id, ...fields } = next;
  const res = await entitlements.updateOne({ _id, v: current.v }, { $set: fields });
  return res.modifiedCount === 1;
}

/**
 * Every learner's entitlement in memory, for an access check with no database round trip. It is loaded
 * from the stored documents at start, then follows either the stored documents (`put`, one process) or the
 * events themselves (`fold`, each instance following every event in a consumer group of its own).
 */
export class EntitlementMemory {
  private readonly docs = new Map<string, EntitlementDoc>();

  get(userId: string): EntitlementDoc | null {
    return this.docs.get(userId) ?? null;
  }

  put(doc: EntitlementDoc): void {
    this.docs.set(doc._id, doc);
  }

  /** Applies one event to the learner's entitlement in memory (idempotent, as applyEntitlementEvent). */
  fold(event: EventEnvelope): void {
    const userId = entitlementUserOf(event);
    if (userId === null) return;
    this.docs.set(userId, applyEntitlementEvent(this.docs.get(userId) ?? emptyEntitlement(userId), event));
  }

  clear(): void {
    this.docs.clear();
  }

  size(): number {
    return this.docs.size;
  }
}

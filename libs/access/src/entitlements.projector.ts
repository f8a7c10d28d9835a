import type { Provider } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import { TOPICS, type EventEnvelope } from '@exam/contracts';
import { nativeCollection } from '@exam/common';
import { MongoProjector } from '@exam/messaging';
import type { Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { ENTITLEMENT_EVENT_TYPES, type EntitlementDoc } from './domain/entitlement';
import { entitlementUserOf, storeEntitlementEvent } from './entitlement-store';

/** Told of every write of the read model, so what a service keeps in memory follows it. */
export interface EntitlementWatcher {
  /** After a learner's entitlement was written: `stored` is the document now, null when the write failed. */
  changed(userId: string, stored: EntitlementDoc | null): void;
  /** After the read model was dropped for a rebuild. */
  cleared(): void;
}

/**
 * The entitlement read model, keyed by userId: identity's school code and billing's subscription and
 * old-quiz facts, written with the compare-and-set store. One projector for every service that decides
 * access (catalog, attempts), each on its own database and so under its own name, `<service>.entitlements`,
 * which is also its consumer group and the prefix of its applied-event ids: the embedded platform runs it
 * once per service database, never twice on one read model.
 */
export class EntitlementsProjector extends MongoProjector {
  readonly name: string;
  readonly topics = [TOPICS.identity, TOPICS.billing];
  private readonly watchers: EntitlementWatcher[] = [];

  constructor(service: string, connection: Connection) {
    super(connection);
    this.name = `${service}.entitlements`;
  }

  entitlements(): Collection<EntitlementDoc> {
    return nativeCollection<EntitlementDoc>(this.connection, 'entitlements');
  }

  watch(watcher: EntitlementWatcher): void {
    this.watchers.push(watcher);
  }

  protected override handles(event: EventEnvelope): boolean {
    return ENTITLEMENT_EVENT_TYPES.has(event.type);
  }

  protected async project(event: EventEnvelope): Promise<void> {
    const userId = entitlementUserOf(event);
    if (userId === null) return;
    let stored: EntitlementDoc | null = null;
    try {
      stored = await storeEntitlementEvent(this.entitlements(), event);
    } finally {
      for (const watcher of this.watchers) watcher.changed(userId, stored);
    }
  }

  protected async clear(): Promise<void> {
    await this.entitlements().deleteMany({});
    for (const watcher of this.watchers) watcher.cleared();
  }
}

/** The service's entitlements projector, on its own database connection (named after the service). */
export function entitlementsProjectorProvider(service: string): Provider {
  return {
    provide: EntitlementsProjector,
    inject: [getConnectionToken(service)],
    useFactory: (connection: Connection) => new EntitlementsProjector(service, connection),
  };
}

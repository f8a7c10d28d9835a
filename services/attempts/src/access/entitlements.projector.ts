import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import {
  ENTITLEMENT_EVENT_TYPES,
  storeEntitlementEvent,
  TOPICS,
  type EntitlementDoc,
  type EventEnvelope,
} from '@exam/contracts';
import { MongoProjector } from '@exam/messaging';
import { nativeCollection } from '@exam/common';
import type { Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { ATTEMPTS } from '../attempts.constants';
import { EntitlementView } from './entitlement-view';

/**
 * Attempts' `entitlements` documents, written with the compare-and-set store shared with catalog
 * (@exam/contracts): what the in-memory EntitlementView is loaded from at start. One consumer group for
 * all instances of the service: each document is written once per event, whichever instance gets it.
 */
@Injectable()
export class EntitlementsProjector extends MongoProjector {
  readonly name = 'attempts.entitlements';
  readonly topics = [TOPICS.identity, TOPICS.billing];

  constructor(
    @InjectConnection(ATTEMPTS) connection: Connection,
    private readonly view: EntitlementView,
  ) {
    super(connection);
  }

  private entitlements(): Collection<EntitlementDoc> {
    return nativeCollection<EntitlementDoc>(this.connection, 'entitlements');
  }

  protected override handles(event: EventEnvelope): boolean {
    return ENTITLEMENT_EVENT_TYPES.has(event.type);
  }

  protected async project(event: EventEnvelope): Promise<void> {
    const stored = await storeEntitlementEvent(this.entitlements(), event);
    if (stored) this.view.stored(stored);
  }

  protected async clear(): Promise<void> {
    this.view.forgetAll();
    await this.entitlements().deleteMany({});
  }
}

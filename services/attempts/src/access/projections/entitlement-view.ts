import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import { randomUUID } from 'node:crypto';
import {
  EntitlementMemory,
  EntitlementsProjector,
  entitlementUserOf,
  type EntitlementDoc,
  type EntitlementWatcher,
} from '@exam/access';
import { TOPICS, type EventEnvelope } from '@exam/contracts';
import { EVENT_BUS, MongoProjector, type EventBus } from '@exam/messaging';
import type { Connection } from 'mongoose';
import { ATTEMPTS } from '../../attempts.constants';

/**
 * What each learner may open (identity's school code, billing's subscriptions and old-quiz purchases),
 * kept in memory for the access check of every attempts call: a completion reads no entitlement from the
 * database. It is loaded at start from attempts' own `entitlements` documents (EntitlementsProjector of
 * @exam/access, which it watches).
 *
 * In the single embedded process (in-process bus) the projector puts each document it writes here. On
 * Kafka, where several instances of this service share the projector's consumer group and so each gets
 * only its partitions' share of the events, every instance also follows every entitlement event in a
 * consumer group of its own (EntitlementFollower) and folds it in here; the projector then leaves the
 * memory alone, so a document written before another instance's event cannot hide that event.
 */
@Injectable()
export class EntitlementView implements OnModuleInit, EntitlementWatcher {
  readonly followsEvents: boolean;
  private readonly memory = new EntitlementMemory();

  constructor(
    private readonly projector: EntitlementsProjector,
    @Inject(EVENT_BUS) bus: EventBus,
  ) {
    this.followsEvents = bus.kind === 'kafka';
    projector.watch(this);
  }

  /** Loads the view before the bus delivers anything (the bus starts at application bootstrap). */
  async onModuleInit(): Promise<void> {
    for await (const doc of this.projector.entitlements().find({})) this.memory.put(doc);
  }

  forUser(userId: string): EntitlementDoc | null {
    return this.memory.get(userId);
  }

  /** A document as stored (one process only: on Kafka the events are folded in instead). */
  changed(_userId: string, stored: EntitlementDoc | null): void {
    if (stored && !this.followsEvents) this.memory.put(stored);
  }

  fold(event: EventEnvelope): void {
    this.memory.fold(event);
  }

  cleared(): void {
    if (!this.followsEvents) this.memory.clear();
  }

  size(): number {
    return this.memory.size();
  }
}

/**
 * One instance's own consumer group over the entitlement events (Kafka only): a fresh group per process,
 * read from the beginning of the topics, so every instance folds every event into its EntitlementView
 * (as identity's AccountView follows identity's events). It stores nothing: no applied-event bookkeeping,
 * the fold is idempotent. A projector so that settle() waits for it like for any read model.
 */
export class EntitlementFollower extends MongoProjector {
  readonly name = `attempts.entitlement-view.${randomUUID()}`;
  readonly topics = [TOPICS.identity, TOPICS.billing];

  constructor(
    connection: Connection,
    private readonly view: EntitlementView,
  ) {
    super(connection);
  }

  override async handle(event: EventEnvelope): Promise<void> {
    if (entitlementUserOf(event) !== null) this.view.fold(event);
  }

  override async handleBatch(events: readonly EventEnvelope[]): Promise<void> {
    for (const event of events) await this.handle(event);
  }

  protected async project(event: EventEnvelope): Promise<void> {
    await this.handle(event);
  }

  /** Nothing to drop: a replay folds the same events in again. */
  protected async clear(): Promise<void> {}

  override async resetForRebuild(): Promise<void> {}
}

export const ENTITLEMENT_FOLLOWER = Symbol('ENTITLEMENT_FOLLOWER');

/** The follower exists on Kafka only (null in the single process, whose projector sees every event). */
export const entitlementFollowerProvider = {
  provide: ENTITLEMENT_FOLLOWER,
  inject: [EntitlementView, getConnectionToken(ATTEMPTS)],
  useFactory: (view: EntitlementView, connection: Connection) =>
    view.followsEvents ? new EntitlementFollower(connection, view) : null,
};

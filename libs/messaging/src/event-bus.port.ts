import type { EventEnvelope } from '@exam/contracts';

export const EVENT_BUS = Symbol('EVENT_BUS');

export type EventHandler = (event: EventEnvelope) => Promise<void>;

/** What the bus knows about a batch it hands to a group. */
export interface BatchDelivery {
  /**
   * False only when no event of the batch can have reached this group before: the events' first publish
   * (a change log's live path), on its first try, outside a rewind. A projector may then skip the reads
   * that detect a repeat. True whenever in doubt (redelivery, retry, replay, a bus that cannot tell).
   */
  mayRepeat: boolean;
}

export interface PublishOptions {
  /** Every event is published for the first time (none was handed to the bus before, in any process). */
  firstPublish?: boolean;
}

/** A consumer group: every group receives every event of its topics, in order per aggregate id. */
export interface Subscription {
  groupId: string;
  topics: readonly string[];
  handle: EventHandler;
  /**
   * Optional: handles several events at once, in order (a projector that writes one $inc per bucket per
   * batch, not one per event). A batch that keeps failing is delivered again event by event, so one
   * poison event is parked alone.
   */
  handleBatch?: (events: readonly EventEnvelope[], delivery: BatchDelivery) => Promise<void>;
}

export interface BusHealth {
  kind: 'kafka' | 'in-process';
  connected: boolean;
  detail?: string;
}

/**
 * Delivery promise of every adapter: at least once, in order per aggregate id within a topic, and an
 * event that keeps failing is parked on a dead-letter topic instead of blocking its partition forever.
 */
export interface EventBus {
  readonly kind: BusHealth['kind'];
  start(): Promise<void>;
  stop(): Promise<void>;
  publish(events: readonly EventEnvelope[], options?: PublishOptions): Promise<void>;
  /** Registers a group; delivery begins once the bus has started (or at once if it already has). */
  subscribe(subscription: Subscription): Promise<void>;
  /**
   * Re-delivers every retained event of a group's topics from the beginning and resolves once caught up.
   * Live delivery to the group pauses meanwhile; `beforeReplay` runs while it is paused (to clear a read model).
   */
  rewind(groupId: string, beforeReplay?: () => Promise<void>): Promise<void>;
  /** Resolves once the group has handled everything published before the call. */
  waitUntilCaughtUp(groupId: string, timeoutMs?: number): Promise<void>;
  health(): BusHealth;
}

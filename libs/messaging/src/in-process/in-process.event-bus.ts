import { readEvent, type EventEnvelope } from '@exam/contracts';
import { deliverWithRetry, DEFAULT_RETRY, type RetryPolicy } from '../delivery';
import type { BusHealth, EventBus, PublishOptions, Subscription } from '../event-bus.port';
import { silentBusLogger, type BusLogger } from '../bus-logger';
import { topicOf } from '../topic-of';
import type { EventLogStore, LoggedEvent } from './event-log.store';

const REPLAY_PAGE = 500;

/**
 * The bus of the embedded mode. publish() resolves only once every subscribed group has handled the
 * events (or parked them as dead letters), so a change log clears an entry only after its delivery:
 * a crash in between means a redelivery, never a loss. Each group handles one aggregate's events in order.
 */
export class InProcessEventBus implements EventBus {
  readonly kind = 'in-process' as const;
  private readonly groups = new Map<string, Subscription>();
  private readonly chains = new Map<string, Promise<void>>();
  /** Groups being rewound: live deliveries wait for the replay, so no aggregate sees a newer event first. */
  private readonly paused = new Map<string, Promise<void>>();
  /** Appends to the log under way (a publish writes the log while its groups handle the events). */
  private readonly appending = new Set<Promise<void>>();
  private started = false;

  constructor(
    private readonly log: EventLogStore,
    private readonly logger: BusLogger = silentBusLogger,
    private readonly retry: RetryPolicy = DEFAULT_RETRY,
  ) {}

  async start(): Promise<void> {
    this.started = true;
    for (const groupId of this.groups.keys()) await this.catchUpIfNew(groupId);
  }

  async stop(): Promise<void> {
    this.started = false;
    await Promise.allSettled([...this.chains.values()]);
  }

  async subscribe(subscription: Subscription): Promise<void> {
    if (this.groups.has(subscription.groupId))
      throw new Error(`Group ${subscription.groupId} is already subscribed`);
    this.groups.set(subscription.groupId, subscription);
    if (this.started) await this.catchUpIfNew(subscription.groupId);
  }

  async publish(events: readonly EventEnvelope[], options: PublishOptions = {}): Promise<void> {
    if (!this.started) throw new Error('The in-process bus has not started yet');
    const entries = events.map((event) => ({ topic: topicOf(event), event }));
    // The log is written while the groups handle the events, not before: in a storm's backlog the append
    // took as long as the projectors. Both are done before publish resolves (the change log clears its
    // entries only then), and a rewind waits for the appends under way before it reads the log.
    const appended = this.log.append(entries);
    this.appending.add(appended);
    const forget = () => this.appending.delete(appended);
    appended.then(forget, forget);
    const delivered = Promise.all(
      [...this.groups.values()].map(async (group) => {
        const mine = entries.filter((entry) => group.topics.includes(entry.topic));
        if (!mine.length) return;
        // A group being rewound may read these events from the log too: then they are not news to it.
        const rewinding = this.paused.has(group.groupId);
        await this.paused.get(group.groupId);
        const mayRepeat = !options.firstPublish || rewinding || this.paused.has(group.groupId);
        if (group.handleBatch) await this.enqueueBatch(group, mine, mayRepeat);
        else await Promise.all(mine.map((entry) => this.enqueue(group, entry)));
      }),
    );
    const [log, groups] = await Promise.allSettled([appended, delivered]);
    if (log.status === 'rejected') throw log.reason;
    if (groups.status === 'rejected') throw groups.reason;
  }

  async rewind(groupId: string, beforeReplay?: () => Promise<void>): Promise<void> {
    const group = this.groups.get(groupId);
    if (!group) throw new Error(`Unknown group ${groupId}`);
    let resume = () => {};
    this.paused.set(groupId, new Promise<void>((r) => (resume = r)));
    try {
      await this.waitUntilCaughtUp(groupId);
      // Events already handed to the group whose append is still under way: the replay reads them too.
      await Promise.allSettled([...this.appending]);
      await beforeReplay?.();
      for await (const page of this.log.read(group.topics, REPLAY_PAGE)) {
        if (group.handleBatch) await this.enqueueBatch(group, page, true);
        else await Promise.all(page.map((entry) => this.enqueue(group, entry)));
      }
    } finally {
      this.paused.delete(groupId);
      resume();
    }
  }

  async waitUntilCaughtUp(groupId: string): Promise<void> {
    const prefix = `${groupId}\u0000`;
    const pending = [...this.chains.entries()].filter(([k]) => k.startsWith(prefix)).map(([, p]) => p);
    await Promise.allSettled(pending);
  }

  health(): BusHealth {
    return { kind: this.kind, connected: this.started };
  }

  private async catchUpIfNew(groupId: string): Promise<void> {
    if (await this.log.rememberGroup(groupId)) await this.rewind(groupId);
  }

  /** A batching group gets each publish as one batch, chained per group, which keeps every aggregate in order. */
  private enqueueBatch(group: Subscription, entries: LoggedEvent[], mayRepeat: boolean): Promise<void> {
    const key = `${group.groupId}\u0000`;
    const next = (this.chains.get(key) ?? Promise.resolve()).then(() =>
      this.deliverBatch(group, entries, mayRepeat),
    );
    this.chains.set(key, next);
    this.forgetWhenSettled(key, next);
    return next;
  }

  private async deliverBatch(group: Subscription, entries: LoggedEvent[], mayRepeat: boolean): Promise<void> {
    // Older versions (a replay of the log) are read as the current one, as the Kafka bus decodes them.
    const events = entries.map((e) => readEvent(e.event));
    let tries = 0;
    // A retry may find part of the failed try applied: only the first try can be news.
    const delivery = () => ({ mayRepeat: mayRepeat || tries++ > 0 });
    const outcome = await deliverWithRetry(async () => group.handleBatch!(events, delivery()), events[0], {
      ...this.retry,
      attempts: Math.min(this.retry.attempts, 3),
    });
    if (outcome.ok) return;
    this.logger.warn('Batch handler failed; delivering its events one by one', {
      groupId: group.groupId,
      events: events.length,
      error: outcome.error.message,
    });
    for (const entry of entries) await this.deliver(group, entry);
  }

  /** Chains deliveries per group and aggregate id, which keeps each aggregate's events in order. */
  private enqueue(group: Subscription, entry: LoggedEvent): Promise<void> {
    const key = `${group.groupId}\u0000${entry.event.aggregateId}`;
    const next = (this.chains.get(key) ?? Promise.resolve()).then(() => this.deliver(group, entry));
    this.chains.set(key, next);
    this.forgetWhenSettled(key, next);
    return next;
  }

  /**
   * Drops a chain's tail once it settles. A failure (the dead letter could not be recorded, say with the
   * database closing at shutdown) is the publisher's to handle, which awaits `next`: this bookkeeping must
   * not leave an unhandled rejection behind, which would end the process.
   */
  private forgetWhenSettled(key: string, next: Promise<void>): void {
    const forget = () => {
      if (this.chains.get(key) === next) this.chains.delete(key);
    };
    next.then(forget, forget);
  }

  private async deliver(group: Subscription, entry: LoggedEvent): Promise<void> {
    const outcome = await deliverWithRetry(
      group.handle,
      readEvent(entry.event),
      this.retry,
      (error, attempt) =>
        this.logger.warn('Event handler failed, retrying', {
          groupId: group.groupId,
          type: entry.event.type,
          attempt,
          error: error.message,
        }),
    );
    if (outcome.ok) return;
    this.logger.error('Event parked as a dead letter', {
      groupId: group.groupId,
      eventId: entry.event.eventId,
      type: entry.event.type,
      error: outcome.error.message,
    });
    await this.log.recordDeadLetter(group.groupId, entry, outcome.error.message);
  }
}

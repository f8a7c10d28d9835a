import { decodeEvent, deadLetterTopic, InvalidEventError, type EventEnvelope } from '@exam/contracts';
import pLimit from 'p-limit';
import { Kafka, logLevel, type Admin, type Consumer, type EachBatchPayload, type Producer } from 'kafkajs';
import { silentBusLogger, type BusLogger } from '../bus-logger';
import { deliverWithRetry, DEFAULT_RETRY, type RetryPolicy } from '../delivery';
import type { BusHealth, EventBus, Subscription } from '../event-bus.port';
import { topicOf } from '../topic-of';
import { kafkaLogCreator } from './kafka-log-creator';

export interface KafkaBusOptions {
  brokers: string[];
  clientId: string;
  /** Topics created at start, with their dead-letter twins. */
  topics: readonly string[];
  partitions: number;
  /** Prefix for topic names and group ids on a shared broker; '' in production. */
  namespace?: string;
  retry?: RetryPolicy;
  logger?: BusLogger;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Most partitions of one consumer handled side by side (kafkajs workers; each costs a little memory). */
const MAX_PARTITIONS_CONCURRENTLY = 64;

/**
 * One consumer fetches every assigned partition in one request and hands each partition's batch to its own
 * worker. The batches of one fetch go to the group's batch handler together, in one call: a storm spread
 * over N partitions costs a read model one write per histogram bucket (say), not N. Per-aggregate order
 * holds: an aggregate lives in one partition, whose next batch is fetched only after this one is handled.
 */
class PartitionBatches {
  private waiting: Array<{ events: EventEnvelope[]; settle: (ok: boolean) => void }> = [];
  private scheduled = false;

  constructor(private readonly deliver: (events: EventEnvelope[]) => Promise<boolean>) {}

  /** True once the events were handled (with those of the other partitions); false: go one by one. */
  handle(events: EventEnvelope[]): Promise<boolean> {
    return new Promise((settle) => {
      this.waiting.push({ events, settle });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    // setImmediate: the workers of one fetch all start their batch before this runs.
    setImmediate(() => void this.flush());
  }

  private async flush(): Promise<void> {
    const group = this.waiting.splice(0);
    let ok = false;
    try {
      ok = await this.deliver(group.flatMap((g) => g.events));
    } catch {
      ok = false;
    }
    for (const g of group) g.settle(ok);
    this.scheduled = false;
    if (this.waiting.length) this.schedule();
  }
}

/**
 * Kafka adapter on kafkajs: an idempotent producer (acks from all replicas), one consumer group per
 * subscription, offsets resolved only after the handler applied the event and committed from those,
 * retries with backoff, and a dead-letter topic for an event that keeps failing.
 */
export class KafkaEventBus implements EventBus {
  readonly kind = 'kafka' as const;
  private readonly kafka: Kafka;
  private readonly producer: Producer;
  private readonly admin: Admin;
  private readonly logger: BusLogger;
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly consumers = new Map<string, Consumer>();
  private readonly partitionBatches = new Map<string, PartitionBatches>();
  /**
   * The batch handlers of all this bus's groups take turns, one group's batch at a time. In a storm every
   * group of the attempts topic receives the change log's slices at the same moment; handled side by side,
   * their read-model writes (each a transaction of about a hundred documents) queued in front of the
   * commands' own writes, and the storm nearly stopped for a tenth of a second (bench:attempts on Kafka).
   * The in-process bus paces them by itself: its publish waits for the groups before the next slice goes.
   */
  private readonly batchTurns = pLimit(1);
  private connected = false;
  private started = false;

  constructor(private readonly options: KafkaBusOptions) {
    this.logger = options.logger ?? silentBusLogger;
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      logLevel: logLevel.WARN,
      logCreator: kafkaLogCreator(this.logger),
      retry: { retries: 8, initialRetryTime: 200 },
    });
    this.producer = this.kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      allowAutoTopicCreation: false,
    });
    this.admin = this.kafka.admin();
  }

  async start(): Promise<void> {
    await this.admin.connect();
    await this.ensureTopics();
    await this.producer.connect();
    this.connected = true;
    this.started = true;
    for (const sub of this.subscriptions.values()) await this.runConsumer(sub);
  }

  async stop(): Promise<void> {
    this.started = false;
    await Promise.allSettled([...this.consumers.values()].map((c) => c.disconnect()));
    this.consumers.clear();
    await Promise.allSettled([this.producer.disconnect(), this.admin.disconnect()]);
    this.connected = false;
  }

  async publish(events: readonly EventEnvelope[]): Promise<void> {
    if (!events.length) return;
    const byTopic = new Map<string, EventEnvelope[]>();
    for (const e of events) {
      const topic = this.wire(topicOf(e));
      const list = byTopic.get(topic);
      if (list) list.push(e);
      else byTopic.set(topic, [e]);
    }
    await this.producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, list]) => ({
        topic,
        messages: list.map((e) => ({
          key: e.aggregateId,
          value: JSON.stringify(e),
          headers: { eventId: e.eventId, type: e.type, version: String(e.version) },
        })),
      })),
    });
  }

  /** Subscriptions are kept under their wire names (namespaced group id and topics), keyed by the plain group id. */
  async subscribe(subscription: Subscription): Promise<void> {
    if (this.subscriptions.has(subscription.groupId))
      throw new Error(`Group ${subscription.groupId} is already subscribed`);
    const onWire = {
      ...subscription,
      groupId: this.wire(subscription.groupId),
      topics: subscription.topics.map((t) => this.wire(t)),
    };
    this.subscriptions.set(subscription.groupId, onWire);
    if (this.started) await this.runConsumer(onWire);
  }

  private wire(name: string): string {
    return `${this.options.namespace ?? ''}${name}`;
  }

  /** Stops the group, moves its offsets to the earliest retained message, and consumes again until caught up. */
  async rewind(groupId: string, beforeReplay?: () => Promise<void>): Promise<void> {
    const sub = this.subscriptions.get(groupId);
    if (!sub) throw new Error(`Unknown group ${groupId}`);
    await this.consumers.get(sub.groupId)?.disconnect();
    this.consumers.delete(sub.groupId);
    await beforeReplay?.();
    for (const topic of sub.topics)
      await this.admin.resetOffsets({ groupId: sub.groupId, topic, earliest: true });
    await this.runConsumer(sub);
    await this.waitUntilCaughtUp(groupId);
  }

  async waitUntilCaughtUp(groupId: string, timeoutMs = 60_000): Promise<void> {
    const sub = this.subscriptions.get(groupId);
    if (!sub) throw new Error(`Unknown group ${groupId}`);
    const targets = await Promise.all(
      sub.topics.map(async (topic) => ({ topic, ends: await this.admin.fetchTopicOffsets(topic) })),
    );
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const committed = await this.admin.fetchOffsets({ groupId: sub.groupId, topics: [...sub.topics] });
      const behind = targets.some(({ topic, ends }) =>
        ends.some((end) => {
          const done = committed
            .find((c) => c.topic === topic)
            ?.partitions.find((p) => p.partition === end.partition);
          const position = done && Number(done.offset) >= 0 ? Number(done.offset) : Number(end.low);
          return position < Number(end.high);
        }),
      );
      if (!behind) return;
      if (Date.now() > deadline) throw new Error(`Group ${groupId} did not catch up within ${timeoutMs} ms`);
      await sleep(100);
    }
  }

  health(): BusHealth {
    return { kind: this.kind, connected: this.connected, detail: this.options.brokers.join(',') };
  }

  /** Each group's lag per topic: messages on the partitions past the group's committed offsets (metrics). */
  async consumerLag(): Promise<Array<{ group: string; topic: string; lag: number }>> {
    if (!this.connected) return [];
    const ends = new Map<string, Array<{ partition: number; high: string; low: string }>>();
    const out: Array<{ group: string; topic: string; lag: number }> = [];
    for (const sub of this.subscriptions.values()) {
      const committed = await this.admin.fetchOffsets({ groupId: sub.groupId, topics: [...sub.topics] });
      for (const topic of sub.topics) {
        if (!ends.has(topic)) ends.set(topic, await this.admin.fetchTopicOffsets(topic));
        const partitions = committed.find((c) => c.topic === topic)?.partitions ?? [];
        const lag = ends.get(topic)!.reduce((n, end) => {
          const done = Number(partitions.find((p) => p.partition === end.partition)?.offset ?? -1);
          return n + Number(end.high) - (done >= 0 ? done : Number(end.low));
        }, 0);
        out.push({ group: sub.groupId, topic, lag });
      }
    }
    return out;
  }

  /** A fresh broker answers "not hosted here" or "loading" for a few seconds after creating topics: retry those. */
  private ensureTopics(): Promise<void> {
    return this.whileNotReady('Kafka topics not ready yet, retrying', () => this.createMissingTopics());
  }

  private async whileNotReady<T>(warning: string, step: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await step();
      } catch (e) {
        const retriable = (e as { retriable?: boolean }).retriable === true;
        if (!retriable || attempt >= 12) throw e;
        this.logger.warn(warning, { attempt, error: (e as Error).message });
        await sleep(250 * attempt);
      }
    }
  }

  private async createMissingTopics(): Promise<void> {
    const wanted = this.options.topics.map((t) => this.wire(t)).flatMap((t) => [t, deadLetterTopic(t)]);
    const existing = new Set(await this.admin.listTopics());
    const missing = wanted.filter((t) => !existing.has(t));
    if (!missing.length) return;
    await this.admin.createTopics({
      waitForLeaders: true,
      topics: missing.map((topic) => ({
        topic,
        numPartitions: this.options.partitions,
        replicationFactor: 1,
      })),
    });
  }

  /** A kafkajs consumer for one group (a seam for the test that crashes one). */
  protected newConsumer(groupId: string): Consumer {
    return this.kafka.consumer({
      groupId,
      allowAutoTopicCreation: false,
      sessionTimeout: 30_000,
      heartbeatInterval: 3_000,
      retry: { retries: 10 },
    });
  }

  private async runConsumer(sub: Subscription): Promise<void> {
    const consumer = this.newConsumer(sub.groupId);
    consumer.on(consumer.events.CRASH, (e) => {
      const { error, restart } = e.payload;
      this.logger.error('Kafka consumer crashed', { groupId: sub.groupId, error: String(error), restart });
      // kafkajs restarts a consumer only after a retriable error; a broker that was away long enough ends
      // in a non-retriable one ("Failed to find group coordinator") and the group would stay stopped.
      if (!restart) void this.revive(sub, consumer);
    });
    try {
      await consumer.connect();
      // The metadata of topics created a moment ago may not have reached every broker view yet.
      for (const topic of sub.topics) {
        await this.whileNotReady('Kafka topic metadata not ready yet, retrying', () =>
          consumer.subscribe({ topic, fromBeginning: true }),
        );
      }
    } catch (error) {
      await consumer.disconnect().catch(() => undefined);
      throw error;
    }
    await consumer.run({
      autoCommit: true,
      autoCommitInterval: 500,
      eachBatchAutoResolve: false,
      // Every partition of one fetch at once, so their batches reach the handler together (PartitionBatches).
      partitionsConsumedConcurrently: Math.min(
        MAX_PARTITIONS_CONCURRENTLY,
        Math.max(1, this.options.partitions * sub.topics.length),
      ),
      eachBatch: (payload) => this.handleBatch(sub, payload),
    });
    this.consumers.set(sub.groupId, consumer);
  }

  /** Runs the group again with a fresh consumer, backing off while the broker is still away. */
  private async revive(sub: Subscription, crashed: Consumer): Promise<void> {
    await crashed.disconnect().catch(() => undefined);
    for (let attempt = 1; this.started && this.consumers.get(sub.groupId) === crashed; attempt++) {
      await sleep(Math.min(30_000, 500 * 2 ** Math.min(attempt, 6)));
      if (!this.started || this.consumers.get(sub.groupId) !== crashed) return;
      try {
        await this.runConsumer(sub);
        this.logger.warn('Kafka consumer restarted after a crash', { groupId: sub.groupId, attempt });
        return;
      } catch (error) {
        this.logger.warn('Kafka consumer restart failed, retrying', {
          groupId: sub.groupId,
          attempt,
          error: String(error),
        });
      }
    }
  }

  private async handleBatch(sub: Subscription, payload: EachBatchPayload): Promise<void> {
    const { batch, resolveOffset, heartbeat, isRunning, isStale, commitOffsetsIfNecessary } = payload;
    if (sub.handleBatch && batch.messages.length && (await this.deliverWhole(sub, payload))) {
      await commitOffsetsIfNecessary();
      return;
    }
    for (const message of batch.messages) {
      if (!isRunning() || isStale()) return;
      const outcome = await this.decodeAndDeliver(sub, batch.topic, message.offset, message.value);
      if (!outcome.ok) await this.park(sub.groupId, batch.topic, batch.partition, message, outcome.error);
      // Only now may the offset move: the event was applied, or parked where it is not lost.
      resolveOffset(message.offset);
      await heartbeat();
    }
    await commitOffsetsIfNecessary();
  }

  /**
   * The whole fetched batch in one call of the group's batch handler, joined by the batches of the other
   * partitions of the same fetch. False (nothing resolved) when a message does not decode or the joined
   * batch keeps failing: the caller then goes message by message.
   */
  private async deliverWhole(sub: Subscription, payload: EachBatchPayload): Promise<boolean> {
    const { batch, resolveOffset, heartbeat, isRunning, isStale } = payload;
    const events: EventEnvelope[] = [];
    try {
      for (const message of batch.messages) events.push(decodeEvent(message.value ?? ''));
    } catch {
      return false;
    }
    const handled = await this.batchesOf(sub).handle(events);
    if (!handled || !isRunning() || isStale()) return false;
    resolveOffset(batch.messages[batch.messages.length - 1].offset);
    await heartbeat();
    return true;
  }

  private batchesOf(sub: Subscription): PartitionBatches {
    let batches = this.partitionBatches.get(sub.groupId);
    if (!batches) {
      batches = new PartitionBatches(async (events) => {
        // A consumer cannot tell a first delivery from one after a crash or a rebalance: always in doubt.
        const outcome = await deliverWithRetry(
          // The turn is taken per try: a pause before a retry does not hold up the other groups.
          async () => this.batchTurns(() => sub.handleBatch!(events, { mayRepeat: true })),
          events[0],
          {
            ...(this.options.retry ?? DEFAULT_RETRY),
            attempts: 2,
          },
        );
        return outcome.ok;
      });
      this.partitionBatches.set(sub.groupId, batches);
    }
    return batches;
  }

  private async decodeAndDeliver(sub: Subscription, topic: string, offset: string, value: Buffer | null) {
    let event: EventEnvelope;
    try {
      event = decodeEvent(value ?? '');
    } catch (error) {
      return { ok: false as const, error: error as Error, attempts: 0 };
    }
    return deliverWithRetry(sub.handle, event, this.options.retry ?? DEFAULT_RETRY, (error, attempt) =>
      this.logger.warn('Event handler failed, retrying', {
        groupId: sub.groupId,
        topic,
        offset,
        attempt,
        error: error.message,
      }),
    );
  }

  private async park(
    groupId: string,
    topic: string,
    partition: number,
    message: EachBatchPayload['batch']['messages'][number],
    error: Error,
  ): Promise<void> {
    this.logger.error('Event parked on the dead-letter topic', {
      groupId,
      topic,
      partition,
      offset: message.offset,
      error: error.message,
      invalid: error instanceof InvalidEventError,
    });
    await this.producer.send({
      topic: deadLetterTopic(topic),
      acks: -1,
      messages: [
        {
          key: message.key,
          value: message.value,
          headers: {
            ...message.headers,
            dlqGroupId: groupId,
            dlqError: error.message.slice(0, 1000),
            dlqPartition: String(partition),
            dlqOffset: message.offset,
          },
        },
      ],
    });
  }
}

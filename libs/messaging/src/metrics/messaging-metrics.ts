import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { metricsRegistry } from '@exam/common';
import { Counter, Gauge, Histogram } from 'prom-client';
import { ChangeLog } from '../change-log/change-log';
import { CREATED_BUS, type CreatedBus } from '../create-event-bus';
import { KafkaEventBus } from '../kafka/kafka.event-bus';

/** The apps of this process (one in a service; several in a test run), read at each scrape. */
const sources = new Set<MessagingMetrics>();

/** Each change log read once per scrape (both gauges below are collected side by side). */
let reading:
  | { at: number; backlogs: Promise<Array<{ log: string; entries: number; oldestAgeSeconds: number }>> }
  | undefined;
function backlogs() {
  if (!reading || Date.now() - reading.at > 1_000) {
    const logs = [...sources].flatMap((source) => source.changeLogs);
    reading = {
      at: Date.now(),
      backlogs: Promise.all(
        logs.map(async (log) => ({
          log: log.name,
          ...(await log.backlog().catch(() => ({ entries: NaN, oldestAgeSeconds: NaN }))),
        })),
      ),
    };
  }
  return reading.backlogs;
}

new Gauge({
  name: 'changelog_backlog_entries',
  help: "Entries in a service's change log: committed, not yet applied, published and cleared",
  labelNames: ['log'],
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const b of await backlogs()) if (!Number.isNaN(b.entries)) this.set({ log: b.log }, b.entries);
  },
});

new Gauge({
  name: 'changelog_oldest_entry_age_seconds',
  help: "Age of the oldest entry in a service's change log (0 when empty)",
  labelNames: ['log'],
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const b of await backlogs())
      if (!Number.isNaN(b.entries)) this.set({ log: b.log }, b.oldestAgeSeconds);
  },
});

new Gauge({
  name: 'kafka_consumer_group_lag',
  help: 'Messages of a topic not yet handled by a consumer group of this process (Kafka only)',
  labelNames: ['group', 'topic'],
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const source of sources) {
      const bus = source.bus;
      if (!(bus instanceof KafkaEventBus)) continue;
      for (const { group, topic, lag } of await bus.consumerLag().catch(() => []))
        this.set({ group, topic }, lag);
    }
  },
});

const batchSizes = new Histogram({
  name: 'projector_batch_size',
  help: 'Events per batch handed to a projector',
  labelNames: ['projector'],
  buckets: [1, 2, 5, 10, 25, 50, 100, 250, 500, 1000],
  registers: [metricsRegistry],
});

const errors = new Counter({
  name: 'projector_errors_total',
  help: 'Batches or events a projector failed to handle (each try; the bus retries, then parks)',
  labelNames: ['projector'],
  registers: [metricsRegistry],
});

/** A projector's batch (`events` long) or single event (undefined) into the metrics: its size, its errors. */
export async function observeProjector<T>(
  projector: string,
  events: number | undefined,
  run: () => Promise<T>,
): Promise<T> {
  if (events !== undefined) batchSizes.observe({ projector }, events);
  try {
    return await run();
  } catch (e) {
    errors.inc({ projector });
    throw e;
  }
}

/** Makes this app's change logs and bus visible to the metrics while it runs. */
@Injectable()
export class MessagingMetrics implements OnApplicationBootstrap, OnApplicationShutdown {
  changeLogs: ChangeLog[] = [];
  readonly bus: CreatedBus['bus'];

  constructor(
    private readonly discovery: DiscoveryService,
    @Inject(CREATED_BUS) created: CreatedBus,
  ) {
    this.bus = created.bus;
  }

  onApplicationBootstrap(): void {
    this.changeLogs = this.discovery
      .getProviders()
      .map((w) => w.instance as unknown)
      .filter((i): i is ChangeLog => i instanceof ChangeLog);
    sources.add(this);
  }

  onApplicationShutdown(): void {
    sources.delete(this);
  }
}

import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { ChangeLogs } from './change-log/change-logs';
import { CREATED_BUS, type CreatedBus } from './create-event-bus';
import type { BusHealth, EventBus } from './event-bus.port';
import { OutboxDrain } from './outbox-drain/outbox-drain';
import { Projector } from './projector/projector';
import { observeProjector } from './metrics/messaging-metrics';

/**
 * Wires the bus at start-up: every Projector provider in the app becomes a consumer group, then the bus
 * starts, then the change logs, then the one-off drain of old outboxes. Shutdown runs the other way round.
 */
@Injectable()
export class MessagingRuntime
  implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown
{
  private readonly logger = new Logger('Messaging');
  private readonly projectors = new Map<string, Projector>();
  private started = false;

  private readonly bus: EventBus;

  constructor(
    @Inject(CREATED_BUS) private readonly created: CreatedBus,
    private readonly logs: ChangeLogs,
    private readonly outboxDrain: OutboxDrain,
    private readonly discovery: DiscoveryService,
  ) {
    this.bus = created.bus;
  }

  async onApplicationBootstrap(): Promise<void> {
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      if (instance instanceof Projector && !this.projectors.has(instance.name)) {
        this.projectors.set(instance.name, instance);
        await this.bus.subscribe({
          groupId: instance.name,
          topics: instance.topics,
          handle: (e) => observeProjector(instance.name, undefined, () => instance.handle(e)),
          handleBatch: (events, delivery) =>
            observeProjector(instance.name, events.length, () => instance.handleBatch(events, delivery)),
        });
      }
    }
    await this.bus.start();
    this.logs.start();
    this.outboxDrain.start();
    this.started = true;
    this.logger.log({
      msg: 'Event bus started',
      bus: this.bus.kind,
      projectors: [...this.projectors.keys()],
    });
  }

  /** Runs before database connections close (they close in onApplicationShutdown), so nothing is cut mid-delivery. */
  async beforeApplicationShutdown(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.outboxDrain.stop();
    await this.logs.stop();
    await this.bus.stop();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.beforeApplicationShutdown();
    await this.created.close();
  }

  isStarted(): boolean {
    return this.started;
  }

  busHealth(): BusHealth {
    return this.bus.health();
  }

  projectorNames(): string[] {
    return [...this.projectors.keys()];
  }

  /** Rebuilds one read model from the beginning of its topics. */
  async rebuild(name: string): Promise<void> {
    const projector = this.projectors.get(name);
    if (!projector) throw new Error(`Unknown projector ${name}`);
    await this.bus.rewind(name, () => projector.resetForRebuild());
  }

  /** Publishes what the change logs hold and waits until every projector has handled it (tests, benchmarks). */
  async settle(): Promise<void> {
    await this.outboxDrain.done();
    await this.logs.drain();
    for (const name of this.projectors.keys()) await this.bus.waitUntilCaughtUp(name);
  }
}

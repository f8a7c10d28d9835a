import { DynamicModule, Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { APP_CONFIG, type AppConfig } from '@exam/common';
import { CREATED_BUS, createEventBus, type CreatedBus } from './create-event-bus';
import { EVENT_BUS } from './event-bus.port';
import { MessagingRuntime } from './messaging.runtime';
import { nestBusLogger } from './nest-bus-logger';
import { OutboxRelay } from './outbox/outbox.relay';
import { MessagingMetrics } from './metrics/messaging-metrics';

/** One bus per process: import once in the root module (the platform, or a service running alone). */
@Global()
@Module({})
export class MessagingModule {
  static forRoot(options: { clientId: string }): DynamicModule {
    return {
      module: MessagingModule,
      imports: [DiscoveryModule],
      providers: [
        {
          provide: CREATED_BUS,
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => createEventBus(config, options.clientId),
        },
        { provide: EVENT_BUS, inject: [CREATED_BUS], useFactory: (created: CreatedBus) => created.bus },
        {
          provide: OutboxRelay,
          inject: [EVENT_BUS, APP_CONFIG],
          useFactory: (bus, config: AppConfig) =>
            new OutboxRelay(bus, config.OUTBOX_POLL_MS, nestBusLogger('OutboxRelay')),
        },
        MessagingRuntime,
        MessagingMetrics,
      ],
      exports: [EVENT_BUS, OutboxRelay, MessagingRuntime],
    };
  }
}

import { DynamicModule, Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { APP_CONFIG, type AppConfig } from '@exam/common';
import { CREATED_BUS, createEventBus, type CreatedBus } from './create-event-bus';
import { EVENT_BUS, type EventBus } from './event-bus.port';
import { ChangeLogs } from './change-log/change-logs';
import { MessagingRuntime } from './messaging.runtime';
import { nestBusLogger } from './nest-bus-logger';
import { OutboxDrain } from './outbox-drain/outbox-drain';
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
        ChangeLogs,
        {
          provide: OutboxDrain,
          inject: [EVENT_BUS],
          useFactory: (bus: EventBus) => new OutboxDrain(bus, nestBusLogger('OutboxDrain')),
        },
        MessagingRuntime,
        MessagingMetrics,
      ],
      exports: [EVENT_BUS, ChangeLogs, OutboxDrain, MessagingRuntime],
    };
  }
}

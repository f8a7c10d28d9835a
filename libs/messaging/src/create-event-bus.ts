import { ALL_TOPICS } from '@exam/contracts';
import { mongoPoolOptions, type AppConfig } from '@exam/common';
import mongoose from 'mongoose';
import type { EventBus } from './event-bus.port';
import { InProcessEventBus } from './in-process/in-process.event-bus';
import { MongoEventLog } from './in-process/mongo-event-log.store';
import { KafkaEventBus } from './kafka/kafka.event-bus';
import { nestBusLogger } from './nest-bus-logger';

export const CREATED_BUS = Symbol('CREATED_BUS');

export interface CreatedBus {
  bus: EventBus;
  close(): Promise<void>;
}

/** Kafka when KAFKA_BROKERS is set, else the in-process bus with its log in the embedded database. */
export async function createEventBus(config: AppConfig, clientId: string): Promise<CreatedBus> {
  const logger = nestBusLogger('EventBus');
  if (config.KAFKA_BROKERS) {
    const bus = new KafkaEventBus({
      brokers: config.KAFKA_BROKERS.split(',').map((b) => b.trim()),
      clientId,
      topics: ALL_TOPICS,
      partitions: config.KAFKA_PARTITIONS,
      namespace: config.BUS_NAMESPACE,
      logger,
    });
    return { bus, close: async () => {} };
  }
  if (!config.MONGO_URL) throw new Error('The in-process bus keeps its log in MongoDB: set MONGO_URL');
  const connection = await mongoose
    .createConnection(config.MONGO_URL, {
      dbName: `${config.MONGO_DB_PREFIX}_messaging`,
      ...mongoPoolOptions(config),
    })
    .asPromise();
  const bus = new InProcessEventBus(new MongoEventLog(connection.db!), logger);
  return { bus, close: () => connection.close() };
}

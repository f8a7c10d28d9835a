import { DynamicModule } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';

/**
 * Each service owns its own database on the shared server (`<prefix>_<service>`), so no service can
 * read another's collections by accident. The connection is named after the service.
 */
export function serviceDatabaseName(config: AppConfig, service: string): string {
  return `${config.MONGO_DB_PREFIX}_${service}`;
}

/** The bounded socket pool every connection to the database uses (see MONGO_MAX_POOL_SIZE). */
export function mongoPoolOptions(config: AppConfig): {
  maxPoolSize: number;
  minPoolSize: number;
  maxIdleTimeMS: number;
  monitorCommands?: true;
} {
  return {
    maxPoolSize: config.MONGO_MAX_POOL_SIZE,
    minPoolSize: config.MONGO_MIN_POOL_SIZE,
    maxIdleTimeMS: config.MONGO_MAX_IDLE_TIME_MS,
    // The driver emits command events only when asked: benches ask (see command-census.ts).
    ...(config.DB_COMMAND_CENSUS ? { monitorCommands: true as const } : {}),
  };
}

export function mongoConnectionFor(service: string): DynamicModule {
  return MongooseModule.forRootAsync({
    connectionName: service,
    inject: [APP_CONFIG],
    useFactory: (config: AppConfig) => {
      if (!config.MONGO_URL)
        throw new Error('MONGO_URL is not set: the platform entry starts an embedded database');
      return {
        uri: config.MONGO_URL,
        dbName: serviceDatabaseName(config, service),
        serverSelectionTimeoutMS: 10_000,
        ...mongoPoolOptions(config),
        autoIndex: true,
      };
    },
  });
}

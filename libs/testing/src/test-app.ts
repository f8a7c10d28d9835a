import type { DynamicModule } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import mongoose from 'mongoose';
import request from 'supertest';
import { configureHttpApp, createRootLogger, PinoNestLogger, type AppConfig } from '@exam/common';
import { MessagingRuntime } from '@exam/messaging';
import { testConfig } from './test-config';

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  http: () => ReturnType<typeof request>;
  runtime: MessagingRuntime;
  /** Publishes what the change logs hold and waits until every projector handled it. */
  settle(): Promise<void>;
  /** A service's own database, for arranging a case the API cannot (an expired code, say). */
  db(service: string): import('mongodb').Db;
  close(options?: { keepData?: boolean }): Promise<void>;
}

/** Boots a root module against the real database (and Kafka when KAFKA_BROKERS is set), in-process HTTP. */
export async function startTestApp(
  rootModule: (config: AppConfig) => DynamicModule,
  overrides: Record<string, string> | AppConfig = {},
): Promise<TestApp> {
  const config =
    'secrets' in overrides ? (overrides as AppConfig) : testConfig(overrides as Record<string, string>);
  const moduleRef = await Test.createTestingModule({ imports: [rootModule(config)] }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({
    bodyParser: false,
    logger: new PinoNestLogger(createRootLogger(config.LOG_LEVEL)),
  });
  configureHttpApp(app, config, 'test');
  await app.init();
  const runtime = app.get(MessagingRuntime);
  return {
    app,
    config,
    http: () => request(app.getHttpServer()),
    runtime,
    settle: () => runtime.settle(),
    db(service: string) {
      const name = `${config.MONGO_DB_PREFIX}_${service}`;
      const connection = mongoose.connections.find((c) => c.readyState === 1 && c.db?.databaseName === name);
      if (!connection?.db) throw new Error(`No open connection to ${name}`);
      return connection.db;
    },
    async close({ keepData = false } = {}) {
      const prefix = `${config.MONGO_DB_PREFIX}_`;
      const ours = mongoose.connections.filter((c) => c.db?.databaseName.startsWith(prefix));
      await runtime.beforeApplicationShutdown();
      if (!keepData) await Promise.all(ours.map((c) => c.db!.dropDatabase().catch(() => undefined)));
      await app.close();
    },
  };
}

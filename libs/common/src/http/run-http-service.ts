import type { DynamicModule, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AppConfig } from '../config/config.schema';
import { createRootLogger, PinoNestLogger } from '../logging/logger';
import { configureHttpApp } from './configure-http-app';

/** Creates, configures and starts one HTTP entry point (the platform, or one service alone). */
export async function runHttpService(
  rootModule: Type | DynamicModule,
  config: AppConfig,
  title: string,
  /** Extra Express middleware mounted before the API's routes (the platform serves the web apps here). */
  mount?: (app: NestExpressApplication) => void,
): Promise<NestExpressApplication> {
  const logger = new PinoNestLogger(createRootLogger(config.LOG_LEVEL));
  const app = await NestFactory.create<NestExpressApplication>(rootModule, { logger, bodyParser: false });
  configureHttpApp(app, config, title);
  mount?.(app);
  await app.listen(config.PORT);
  return app;
}

import { DynamicModule, Global, Module } from '@nestjs/common';
import type { AppConfig } from './config.schema';
import { loadConfig } from './load-config';

export const APP_CONFIG = Symbol('APP_CONFIG');

/** Provides the validated configuration; main() loads it first so a bad setting stops the process early. */
@Global()
@Module({})
export class AppConfigModule {
  static forRoot(config?: AppConfig): DynamicModule {
    return {
      module: AppConfigModule,
      providers: [{ provide: APP_CONFIG, useFactory: (): AppConfig => config ?? loadConfig() }],
      exports: [APP_CONFIG],
    };
  }
}

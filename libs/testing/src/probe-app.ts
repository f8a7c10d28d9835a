import { Controller, Get, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { configureHttpApp, createRootLogger, PinoNestLogger, type AppConfig } from '@exam/common';

@Controller('probe')
class ProbeController {
  @Get()
  answer() {
    return { ok: true };
  }
}

/** One route, `GET /api/probe` answering `{ ok: true }`: for tests of the HTTP layer every service shares. */
@Module({ controllers: [ProbeController] })
export class ProbeModule {}

/**
 * The ProbeModule configured as every service's HTTP app is (configureHttpApp: prefix, headers, keep-alive,
 * body limits), with a silent logger; not yet initialised nor listening.
 */
export async function createProbeApp(config: AppConfig): Promise<NestExpressApplication> {
  const moduleRef = await Test.createTestingModule({ imports: [ProbeModule] }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({
    bodyParser: false,
    logger: new PinoNestLogger(createRootLogger('silent')),
  });
  configureHttpApp(app, config, 'probe');
  return app;
}

import { Controller, Get, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { configureHttpApp, createRootLogger, PinoNestLogger, type AppConfig } from '@exam/common';
import { testConfig } from '@exam/testing';

@Controller('probe')
class ProbeController {
  @Get()
  answer() {
    return { ok: true };
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

async function boot(config: AppConfig): Promise<NestExpressApplication> {
  const moduleRef = await Test.createTestingModule({ imports: [ProbeModule] }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({
    bodyParser: false,
    logger: new PinoNestLogger(createRootLogger('silent')),
  });
  configureHttpApp(app, config, 'probe');
  await app.init();
  return app;
}

/** Issue 15, item 5: the API's answers carry the security headers, HSTS only in production. */
describe('security headers', () => {
  it('on an API answer: a deny-all policy, no framing, no sniffing, a strict referrer, and no HSTS outside production', async () => {
    const app = await boot(testConfig());
    try {
      const res = await request(app.getHttpServer()).get('/api/probe').expect(200);
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none';frame-ancestors 'none';base-uri 'none'",
      );
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('adds HSTS in production', async () => {
    const app = await boot({ ...testConfig(), isProduction: true });
    try {
      const res = await request(app.getHttpServer()).get('/api/probe').expect(200);
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await app.close();
    }
  });
});

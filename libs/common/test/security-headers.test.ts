import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { AppConfig } from '@exam/common';
import { createProbeApp, testConfig } from '@exam/testing';

async function boot(config: AppConfig): Promise<NestExpressApplication> {
  const app = await createProbeApp(config);
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

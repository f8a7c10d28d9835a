import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '@exam/common';
import { IdentityAppModule } from '../../identity/src/identity-app.module';
import { PlatformModule } from '../src/platform.module';

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(32),
  MEDIA_SIGNING_SECRET: 'y'.repeat(32),
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: 'Admin@12345',
  MONGO_URL: 'mongodb://127.0.0.1:9/none',
};
const LINE =
  'SMTP_URL is required in production: without a mail transport, one-time codes would reach no one.';

/**
 * Issue 35, item 9: a production platform without a mail transport would answer 'OTP sent!' while the
 * codes go to a mailbox nobody can read. Its root module refuses to be built instead, before any
 * connection, with one line (main prints a ConfigError's message alone and exits 1).
 */
describe('starting in production', () => {
  const config = (env: Record<string, string>) => loadConfig(env, mkdtempSync(join(tmpdir(), 'prod-')));

  it('refuses without SMTP_URL, saying so in one line: the platform and identity alone', () => {
    expect(() => PlatformModule.forRoot(config(PRODUCTION))).toThrow(new ConfigError(LINE));
    expect(() => IdentityAppModule.forRoot(config(PRODUCTION))).toThrow(new ConfigError(LINE));
  });

  it('starts with one, and outside production without one (the dev mailbox)', () => {
    expect(() =>
      PlatformModule.forRoot(config({ ...PRODUCTION, SMTP_URL: 'smtps://u:p@smtp.example.com' })),
    ).not.toThrow();
    expect(() => PlatformModule.forRoot(config({ NODE_ENV: 'development' }))).not.toThrow();
  });
});

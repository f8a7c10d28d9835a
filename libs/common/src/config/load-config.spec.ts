import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mongoPoolOptions } from '../mongo/mongo.module';
import { ConfigError, loadConfig } from './load-config';

describe('configuration', () => {
  const repo = () => mkdtempSync(join(tmpdir(), 'cfg-'));

  it('refuses to start in production without its secrets, naming each', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, repo())).toThrow(
      new ConfigError(
        'Missing required settings in production: JWT_SECRET, ADMIN_EMAIL, ADMIN_PASSWORD, MONGO_URL, MEDIA_SIGNING_SECRET',
      ),
    );
  });

  it("bounds every database connection's socket pool, from the settings or the defaults", () => {
    expect(mongoPoolOptions(loadConfig({}, repo()))).toEqual({
      maxPoolSize: 10,
      minPoolSize: 0,
      maxIdleTimeMS: 30_000,
    });
    const set = { MONGO_MAX_POOL_SIZE: '25', MONGO_MIN_POOL_SIZE: '2', MONGO_MAX_IDLE_TIME_MS: '5000' };
    expect(mongoPoolOptions(loadConfig(set, repo()))).toEqual({
      maxPoolSize: 25,
      minPoolSize: 2,
      maxIdleTimeMS: 5000,
    });
    expect(() => loadConfig({ MONGO_MAX_POOL_SIZE: '0' }, repo())).toThrow(/MONGO_MAX_POOL_SIZE/);
    expect(() => loadConfig({ MONGO_MIN_POOL_SIZE: '20' }, repo())).toThrow(
      new ConfigError('Invalid configuration: MONGO_MIN_POOL_SIZE (20) is above MONGO_MAX_POOL_SIZE (10)'),
    );
  });

  it('refuses a malformed setting with a clear line', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, repo())).toThrow(/^Invalid configuration: PORT: /);
  });

  it('trusts forwarded addresses only from the proxies configured, and refuses an entry it cannot use', () => {
    expect(loadConfig({}, repo()).TRUSTED_PROXIES).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXIES: 'loopback, 10.0.0.0/8,::1' }, repo()).TRUSTED_PROXIES).toEqual([
      'loopback',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/33' }, repo())).toThrow(
      'Invalid configuration: TRUSTED_PROXIES: "10.0.0.0/33" is not an IP address, a CIDR range or one of loopback, linklocal, uniquelocal',
    );
    expect(() => loadConfig({ TRUSTED_PROXIES: 'nginx' }, repo())).toThrow(/TRUSTED_PROXIES: "nginx"/);
  });

  it('in development generates secrets once and remembers them, and defaults the admin', () => {
    const dir = repo();
    const first = loadConfig({}, dir);
    const second = loadConfig({}, dir);
    expect(first.secrets.jwt).toMatch(/^[0-9a-f]{64}$/);
    expect(second.secrets).toEqual(first.secrets);
    expect(JSON.parse(readFileSync(join(dir, '.data', 'dev-secrets.json'), 'utf8')).jwt).toBe(
      first.secrets.jwt,
    );
    expect(first).toMatchObject({
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'Admin@12345',
      PORT: 3000,
      isProduction: false,
    });
  });

  it('uses the secrets it is given', () => {
    const cfg = loadConfig({ JWT_SECRET: 'from-env', MEDIA_SIGNING_SECRET: 'm' }, repo());
    expect(cfg.secrets.jwt).toBe('from-env');
    expect(cfg.secrets.mediaSigning).toBe('m');
  });
});

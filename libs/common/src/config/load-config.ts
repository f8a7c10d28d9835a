import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { configSchema, type AppConfig } from './config.schema';

export class ConfigError extends Error {}

/** Secrets a production process must be given; in development they are generated once and remembered. */
const REQUIRED_IN_PRODUCTION = [
  'JWT_SECRET',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'MONGO_URL',
  'MEDIA_SIGNING_SECRET',
] as const;

function devSecrets(dir: string): Record<string, string> {
  const file = join(dir, 'dev-secrets.json');
  const stored: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  let changed = false;
  for (const name of ['jwt', 'mediaSigning', 'razorpayKeySecret', 'razorpayWebhookSecret']) {
    if (!stored[name]) {
      stored[name] = randomBytes(32).toString('hex');
      changed = true;
    }
  }
  if (changed) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return stored;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, repoRoot = process.cwd()): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  const cfg = parsed.data;
  if (cfg.MONGO_MIN_POOL_SIZE > cfg.MONGO_MAX_POOL_SIZE)
    throw new ConfigError(
      `Invalid configuration: MONGO_MIN_POOL_SIZE (${cfg.MONGO_MIN_POOL_SIZE}) is above MONGO_MAX_POOL_SIZE (${cfg.MONGO_MAX_POOL_SIZE})`,
    );
  const isProduction = cfg.NODE_ENV === 'production';
  if (isProduction) {
    const missing = REQUIRED_IN_PRODUCTION.filter((k) => !cfg[k]);
    if (missing.length)
      throw new ConfigError(`Missing required settings in production: ${missing.join(', ')}`);
  }
  const dataDir = resolve(repoRoot, cfg.DATA_DIR ?? '.data');
  const generated = isProduction ? {} : devSecrets(dataDir);
  return {
    ...cfg,
    ADMIN_EMAIL: cfg.ADMIN_EMAIL ?? 'admin@example.com',
    ADMIN_PASSWORD: cfg.ADMIN_PASSWORD ?? 'Admin@12345',
    isProduction,
    repoRoot,
    dataDir,
    secrets: {
      jwt: cfg.JWT_SECRET ?? generated.jwt,
      mediaSigning: cfg.MEDIA_SIGNING_SECRET ?? generated.mediaSigning,
      razorpayKeySecret: cfg.RAZORPAY_KEY_SECRET ?? generated.razorpayKeySecret,
      razorpayWebhookSecret: cfg.RAZORPAY_WEBHOOK_SECRET ?? generated.razorpayWebhookSecret,
    },
  };
}

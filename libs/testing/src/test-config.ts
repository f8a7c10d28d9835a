import { randomBytes } from 'node:crypto';
import { loadConfig, type AppConfig } from '@exam/common';

/**
 * Configuration for one test app: its own databases (a unique prefix) and, on a shared Kafka broker, its
 * own topics and consumer groups (a unique namespace), so test files can run side by side.
 */
export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  const id = randomBytes(4).toString('hex');
  return loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'error',
    MONGO_DB_PREFIX: `t${id}`,
    BUS_NAMESPACE: `t${id}.`,
    KAFKA_PARTITIONS: '3',
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    SEED_DEMO_CONTENT: 'false',
    ...overrides,
  });
}

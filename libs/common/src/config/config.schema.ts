import { z } from 'zod';
import { trustedProxyProblem } from './trusted-proxies';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

/** Every setting the platform reads, validated once at start-up. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_BASE_URL: optionalString,
  /** Where local state lives: dev secrets, the embedded database, local media. Default `.data` in the checkout. */
  DATA_DIR: optionalString,
  CORS_ORIGINS: optionalString,
  /**
   * Proxies whose X-Forwarded-For is believed (comma-separated IPs, CIDR ranges, or loopback, linklocal,
   * uniquelocal). Empty: none, so a client cannot choose the address that rate limits count it under.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean),
    )
    .superRefine((list, ctx) => {
      for (const entry of list) {
        const problem = trustedProxyProblem(entry);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }
    }),

  MONGO_URL: optionalString,
  MONGO_DB_PREFIX: z
    .string()
    .regex(/^[a-z0-9_]+$/)
    .default('exam'),
  /**
   * Each connection to the database (one per service, and the in-process bus's log) keeps its own pool of
   * sockets, each with its own buffers: bounded, and idle sockets closed, so memory does not follow the peak.
   */
  MONGO_MAX_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  MONGO_MIN_POOL_SIZE: z.coerce.number().int().min(0).max(500).default(0),
  MONGO_MAX_IDLE_TIME_MS: z.coerce.number().int().min(1000).default(30_000),
  /**
   * Benches only: counts the database commands the platform sends (by command and collection, and the
   * documents they carry) and answers them at GET /_bench/db-commands. Off by default: no command monitoring.
   */
  DB_COMMAND_CENSUS: bool.default(false),
  KAFKA_BROKERS: optionalString,
  KAFKA_CLIENT_ID: z.string().default('exam-platform'),
  KAFKA_PARTITIONS: z.coerce.number().int().min(1).max(64).default(6),
  /** Prefixes Kafka topics and consumer groups, so several platforms (tests, benchmarks) can share one broker. */
  BUS_NAMESPACE: z
    .string()
    .regex(/^[a-z0-9_.-]*$/)
    .default(''),

  JWT_SECRET: optionalString,
  JWT_EXPIRES_IN: z.string().default('7d'),
  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Exam Prep <no-reply@exam-prep.local>'),
  SUPPORT_EMAIL: z.string().default('support@exam-prep.local'),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  BODY_LIMIT: z.string().default('1mb'),
  /** The idle time a kept-alive HTTP connection is advertised for (`Keep-Alive: timeout=`); see keep-alive.ts. */
  HTTP_KEEP_ALIVE_SECONDS: z.coerce.number().int().min(1).max(600).default(5),

  MEDIA_DIR: optionalString,
  MEDIA_SIGNING_SECRET: optionalString,
  MEDIA_URL_TTL_SECONDS: z.coerce.number().int().min(10).default(900),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: optionalString,
  DOWNLOAD_DAILY_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Reports a learner may send in ten minutes (issue 33), then 429. */
  REPORTS_PER_10_MINUTES: z.coerce.number().int().min(1).default(10),
  SEED_DEMO_CONTENT: bool.default(true),

  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  RAZORPAY_PLAN_MONTHLY: optionalString,
  RAZORPAY_PLAN_QUARTERLY: optionalString,
  RAZORPAY_PLAN_HALF_YEARLY: optionalString,
  RAZORPAY_PLAN_YEARLY: optionalString,
});

export type AppConfig = z.infer<typeof configSchema> & {
  /** Secrets resolved for this run: from the environment, or in development a generated and remembered one. */
  secrets: { jwt: string; mediaSigning: string; razorpayKeySecret: string; razorpayWebhookSecret: string };
  isProduction: boolean;
  repoRoot: string;
  /** DATA_DIR resolved against the checkout. */
  dataDir: string;
};

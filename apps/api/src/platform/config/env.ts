import path from 'node:path';
import {
  DEFAULT_EXCHANGE_RATE,
  ExchangeRateLimits,
} from '@inmuebles/shared/exchange-rates/exchange-rate-schema';
import { PartnerLimits } from '@inmuebles/shared/partner/partner-limits';
import { z } from 'zod';
import { DEFAULT_STARTUP_LOCK_WAIT_MS } from '../db/startup-lock.ts';
import { trustProxySchema } from './trust-proxy.ts';

/**
 * Every setting the server reads, validated once at boot. A bad value stops the process with one
 * line per variable, naming it, so an operator knows exactly what to fix.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'debe empezar con postgres:// o postgresql://')
    .optional(),
  // A streaming replica of DATABASE_URL for the public reads (platform/db/read-routing.ts); out past the lag bound.
  DATABASE_REPLICA_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'debe empezar con postgres:// o postgresql://')
    .optional(),
  DATABASE_REPLICA_MAX_LAG_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'debe empezar con smtp:// o smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('InmoPerú <no-reply@inmoperu.pe>'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'debe empezar con redis:// o rediss://')
    .optional(),
  // The app's signing key (platform/config/signing-secret.ts); every API process must share it (unset: a key
  // kept in DATA_DIR/secrets). EMAIL_CHANGE_SECRET is its former name, still read so a deployment keeps its key.
  SIGNING_SECRET: z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
  EMAIL_CHANGE_SECRET: z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Fastify's own forms (platform/config/trust-proxy.ts): who may tell the client's address in X-Forwarded-For.
  TRUST_PROXY: trustProxySchema.default(false),
  // Demo accounts have a published password: loaded on an empty database only when asked, and never by
  // default under NODE_ENV=production (the default is applied below, once NODE_ENV is known).
  SEED_ON_EMPTY: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  WEB_DIST_DIR: z.string().optional(),
  // Requests per minute per client address on /api (platform/http/global-rate-limit.ts); 0: no such limit.
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(1200),
  // Requests a minute per partner API key (docs/product/partner-api.md), counted where the other limits are.
  PARTNER_RATE_LIMIT_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(PartnerLimits.defaultRequestsPerMinute),
  // Object storage (platform/storage/s3-storage.ts): with S3_BUCKET uploads live in the bucket, not under DATA_DIR.
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.url('debe ser una URL (https://...)').optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  // Public address of the uploads (a CDN): pictures and videos load from there, and custom CSS may use it.
  MEDIA_BASE_URL: z.url('debe ser una URL (https://...)').optional(),
  // Bearer token of /metrics (unset: no /metrics at all). Long enough not to be guessed.
  METRICS_TOKEN: z.string().min(16, 'debe tener al menos 16 caracteres').optional(),
  // How often the "Tendencia" scores are recomputed from the views (features/properties/trending.ts).
  TREND_REFRESH_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  // Saved-search alerts: at most 300 s, so that an instant alert leaves within 5 minutes.
  SAVED_SEARCH_ALERT_SECONDS: z.coerce.number().int().min(5).max(300).default(60),
  // Soles per dollar stored at boot when no exchange rate exists yet (features/exchange-rates/seed-exchange-rate.ts).
  EXCHANGE_RATE: z.coerce
    .number()
    .gt(ExchangeRateLimits.min, 'debe ser mayor que 0')
    .lt(ExchangeRateLimits.max, 'debe ser menor que 100')
    .default(DEFAULT_EXCHANGE_RATE),
  // Connections of this process's PostgreSQL pool: statements run at once, the rest queue for one.
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  // A database that stops answering must fail requests in bounded time (503), never hang them.
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  // A starting process waits this long for another one's migrations or demo seed, then exits (platform/db/startup-lock.ts).
  DB_STARTUP_LOCK_WAIT_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .max(86_400)
    .default(DEFAULT_STARTUP_LOCK_WAIT_MS / 1000),
  // Longest answer of a request without a body to receive (requests that send one get 15 minutes).
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  // How often leftover upload files (temporary, or pointed to by no row) are removed; also once at start.
  UPLOAD_SWEEP_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  // How long a guest's listing, detail and page head are reused in memory (platform/http/guest-answer-cache.ts); 0: never.
  GUEST_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(2),
  // Webhook deliveries (docs/product/partner-api.md, "Webhooks"): how often each process looks for due ones,
  // and how long one call may take before it counts as failed and is retried.
  WEBHOOK_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /*
   * Host names the outgoing fetches (imported photos, feeds, webhooks: platform/http/outgoing-fetch.ts) may reach even
   * when they resolve to a private or loopback address: a test server, an operator's intranet. Comma list.
   */
  /**
   * The first wait before an import's photo job is tried again after a server failed for now (a 5xx, no
   * answer in time); it doubles at each retry (features/imports/runs/import-photos.ts). Seconds, at least 1.
   */
  IMPORT_PHOTO_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(2),
  IMPORT_FETCH_ALLOW_HOSTS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig extends Omit<Env, 'SEED_ON_EMPTY' | 'EMAIL_CHANGE_SECRET'> {
  SEED_ON_EMPTY: boolean;
  publicUrl: string;
  dataDir: string;
  uploadsDir: string;
  outboxDir: string;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Configuración inválida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads and validates the environment (empty strings count as unset). Throws ConfigError, whose lines name
 * the variable and the rule but never the value: a DATABASE_URL carries a password, a secret is a secret,
 * and boot errors end up in shared logs.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  // Operators read these lines too: zod's own messages in Spanish, where a rule has no message of its own.
  const parsed = envSchema.safeParse(cleaned, { error: z.locales.es().localeError });
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const { EMAIL_CHANGE_SECRET, ...env } = parsed.data;
  // The replica copies a PostgreSQL server: the embedded PGlite has none.
  if (env.DATABASE_REPLICA_URL && !env.DATABASE_URL)
    throw new ConfigError([
      'DATABASE_REPLICA_URL: necesita DATABASE_URL (la réplica es de un servidor PostgreSQL)',
    ]);
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    SIGNING_SECRET: env.SIGNING_SECRET ?? EMAIL_CHANGE_SECRET,
    SEED_ON_EMPTY: env.SEED_ON_EMPTY ?? env.NODE_ENV !== 'production',
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    outboxDir: path.join(dataDir, 'outbox'),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
  };
}

import path from 'node:path';
import {
  DEFAULT_EXCHANGE_RATE,
  ExchangeRateLimits,
} from '@inmuebles/shared/exchange-rates/exchange-rate-schema';
import { z } from 'zod';

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
  // Signs e-mail-change links; every API process must share it (unset: a key kept in DATA_DIR/secrets).
  EMAIL_CHANGE_SECRET: z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  SAMPLE_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  SEED_ON_EMPTY: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  WEB_DIST_DIR: z.string().optional(),
  // How often the "Tendencia" scores are recomputed from the views (properties/trending.ts).
  TREND_REFRESH_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  // Soles per dollar stored at boot when no exchange rate exists yet (exchange-rates/seed-exchange-rate.ts).
  EXCHANGE_RATE: z.coerce
    .number()
    .gt(ExchangeRateLimits.min, 'debe ser mayor que 0')
    .lt(ExchangeRateLimits.max, 'debe ser menor que 100')
    .default(DEFAULT_EXCHANGE_RATE),
  // A database that stops answering must fail requests in bounded time (503), never hang them.
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  // Longest answer of a request without a body to receive (requests that send one get 15 minutes).
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  // How often leftover upload files (temporary, or pointed to by no row) are removed; also once at start.
  UPLOAD_SWEEP_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig extends Env {
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

/** Reads and validates the environment (empty strings count as unset). Throws ConfigError. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        const value = source[name];
        return `${name}: ${issue.message}${value !== undefined ? ` (valor recibido: "${value}")` : ''}`;
      }),
    );
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    outboxDir: path.join(dataDir, 'outbox'),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
  };
}

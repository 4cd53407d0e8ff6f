import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns.ts';
import { companies } from './companies.ts';
import { properties } from './properties.ts';
import { users } from './users.ts';
import { owningCompanyId } from './company-column.ts';

/*
 * The partner API (docs/product/partner-api.md): a company's keys for its CRM, the answers kept for an
 * Idempotency-Key, the photos a CRM sent by address while they are fetched, and the webhooks with their
 * deliveries. Webhook deliveries are written by triggers (migration 0027), so every path that publishes,
 * archives or hides a property, and every new contact request, reaches a company's endpoint.
 */

export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: owningCompanyId(),
    /** Who created it: the properties the key writes are created in this user's name. */
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** The key's first characters, shown in the list so a person can tell two keys apart. */
    prefix: text('prefix').notNull(),
    /** SHA-256 of the key (the sessions' hash): the key itself is shown once and never stored. */
    tokenHash: text('token_hash').notNull(),
    scopes: text('scopes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at'),
    lastUsedIp: text('last_used_ip'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    uniqueIndex('api_keys_token_hash_unique').on(t.tokenHash),
    index('api_keys_company_idx').on(t.companyId, t.createdAt.desc()),
  ],
);

export const PARTNER_ACTIVITY_ACTIONS = ['created', 'updated', 'unchanged', 'archived'] as const;
export type PartnerActivityAction = (typeof PARTNER_ACTIVITY_ACTIONS)[number];

/** What the company's keys wrote, newest first on the Integraciones page. */
export const partnerActivity = pgTable(
  'partner_activity',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: owningCompanyId(),
    apiKeyId: integer('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    action: text('action').$type<PartnerActivityAction>().notNull(),
    reference: text('reference').notNull(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('partner_activity_company_idx').on(t.companyId, t.id.desc())],
);

/** An answer kept for 24 h under the key's `Idempotency-Key`: the same request again gets it back. */
export const partnerIdempotency = pgTable(
  'partner_idempotency',
  {
    apiKeyId: integer('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of method, path and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    body: jsonb('body').$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.apiKeyId, t.idempotencyKey] }),
    index('partner_idempotency_created_idx').on(t.createdAt),
  ],
);

export const PARTNER_MEDIA_STATES = ['pending', 'ready', 'failed'] as const;
export type PartnerMediaState = (typeof PARTNER_MEDIA_STATES)[number];

/** A photo a CRM sent by address: pending until fetched through the guarded fetcher, then ready or failed. */
export const partnerMedia = pgTable(
  'partner_media',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    position: integer('position').notNull(),
    state: text('state').$type<PartnerMediaState>().notNull().default('pending'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.url] }),
    index('partner_media_pending_idx')
      .on(t.updatedAt)
      .where(sql`state = 'pending'`),
  ],
);

/**
 * A company's one webhook endpoint. Its signing secret (shown once) is never stored: it is derived from the
 * app's signing key, the company and this random salt (features/partner/webhooks/webhook-secret.ts), so the
 * sender can sign while a copy of the database alone cannot; a new salt rotates it.
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  secretSalt: text('secret_salt').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

/** One event for one company's endpoint, retried with backoff for 24 h (the mail outbox's pattern). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: owningCompanyId(),
    event: text('event').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    state: text('state').$type<WebhookDeliveryState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').defaultNow().notNull(),
    lastAttemptAt: timestamptz('last_attempt_at'),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    /** How long the last attempt took, answer or not (ms). */
    lastDurationMs: integer('last_duration_ms'),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`state = 'pending'`),
    index('webhook_deliveries_company_idx').on(t.companyId, t.id.desc()),
  ],
);

export type ApiKey = typeof apiKeys.$inferSelect;
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;
export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;

import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  savedSearchFrequencies,
  type SavedSearchFilters,
} from '@inmuebles/shared/saved-searches/saved-search-schema';
import { createdAt, timestamptz, updatedAt } from './columns.ts';
import { projects } from './projects.ts';
import { properties } from './properties.ts';
import { users } from './users.ts';

export const savedSearchFrequency = pgEnum('saved_search_frequency', savedSearchFrequencies);

/**
 * A searcher's saved search (docs/product/searcher-accounts.md): the public listing's filters, validated by
 * the same schema as `GET /properties` (page, per_page and sort left out), and how often to be told.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<SavedSearchFilters>().notNull(),
    frequency: savedSearchFrequency('frequency').notNull().default('daily'),
    paused: boolean('paused').notNull().default(false),
    /** "Nuevas desde tu última visita" counts properties published after this. */
    lastViewedAt: timestamptz('last_viewed_at').defaultNow().notNull(),
    /** When the last alert e-mail of this search was queued: daily and weekly wait a period after it. */
    lastAlertedAt: timestamptz('last_alerted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId, t.createdAt)],
);

/**
 * One row per (search, property, reason): the unique key makes matching idempotent, so two API processes
 * matching at once insert one row and the alert goes out once. `sent_at` is null until an e-mail carries it;
 * claiming rows by setting it under their row lock keeps a second sender from sending them again.
 */
export const savedSearchAlerts = pgTable(
  'saved_search_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** 'new', or 'drop:<price>' for a price drop to that price: each lower price is its own alert. */
    alertKey: text('alert_key').notNull(),
    /** The main price in soles when matched: a later lower price is a drop. */
    pricePen: numeric('price_pen', { precision: 16, scale: 2 }),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    uniqueIndex('saved_search_alerts_key_unique').on(t.savedSearchId, t.propertyId, t.alertKey),
    index('saved_search_alerts_pending_idx')
      .on(t.savedSearchId)
      .where(sql`${t.sentAt} is null`),
  ],
);

/**
 * The projects a sale search is told about (docs/product/projects.md §2.7), as `saved_search_alerts` for
 * properties: one row per (search, project, reason), 'new' for a newly published project, 'unit:<id>' for a
 * unit type added to a published one; the same unique key and claim keep each sent once.
 */
export const savedSearchProjectAlerts = pgTable(
  'saved_search_project_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    alertKey: text('alert_key').notNull(),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    uniqueIndex('saved_search_project_alerts_key_unique').on(t.savedSearchId, t.projectId, t.alertKey),
    index('saved_search_project_alerts_pending_idx')
      .on(t.savedSearchId)
      .where(sql`${t.sentAt} is null`),
  ],
);

export type SavedSearch = typeof savedSearches.$inferSelect;
export type SavedSearchAlert = typeof savedSearchAlerts.$inferSelect;

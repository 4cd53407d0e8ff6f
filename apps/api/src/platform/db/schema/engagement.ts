import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';
import { projects, projectUnitTypes } from './projects.ts';
import { properties } from './properties.ts';
import { users } from './users.ts';
import { owningCompanyId } from './company-column.ts';

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propertyId] }),
    index('favorites_property_id_idx').on(t.propertyId),
  ],
);

/** A visitor's message about a property, delivered to the owning company (company_id copied for its inbox). */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The property asked about; null for a lead about a project. */
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    /** The project asked about (docs/product/projects.md), with the unit type chosen under "Consultar". */
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    unitTypeId: integer('unit_type_id').references(() => projectUnitTypes.id, { onDelete: 'set null' }),
    /** The unit type's name when the lead was sent: kept when the unit type is deleted. */
    unitTypeName: text('unit_type_name'),
    companyId: owningCompanyId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The agent in charge of the lead: the property's agent when it arrived, reassigned on deactivation. */
    agentId: integer('agent_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Null once the sender's account is deleted: the company keeps the message, not the person's data. */
    email: text('email'),
    phone: text('phone'),
    message: text('message').notNull(),
    readAt: timestamptz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_requests_company_created_idx').on(t.companyId, t.createdAt.desc()),
    index('contact_requests_property_id_idx').on(t.propertyId),
    index('contact_requests_agent_id_idx').on(t.agentId),
    index('contact_requests_project_id_idx').on(t.projectId),
    check('contact_requests_about_something', sql`${t.propertyId} is not null or ${t.projectId} is not null`),
  ],
);

/**
 * The guest contact form's tokens already spent (SHA-256 of the token, never the token), each kept until
 * the token would have expired anyway: one token sends one enquiry. Retention deletes the expired rows.
 */
export const usedContactFormTokens = pgTable(
  'used_contact_form_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('used_contact_form_tokens_expires_at_idx').on(t.expiresAt)],
);

/**
 * One row per (property, visitor, day): INSERT ... ON CONFLICT DO NOTHING tells the caller whether this
 * view is new and should bump properties.view_count. visitor_hash is a salted hash, never a raw IP.
 */
export const propertyViews = pgTable(
  'property_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    visitorHash: text('visitor_hash').notNull(),
    // Peru's calendar day, whatever the server's time zone.
    viewedOn: date('viewed_on', { mode: 'string' })
      .notNull()
      .default(sql`(now() at time zone 'America/Lima')::date`),
    createdAt: createdAt(),
  },
  (t) => [
    unique('property_views_once_per_day').on(t.propertyId, t.visitorHash, t.viewedOn),
    index('property_views_property_day_idx').on(t.propertyId, t.viewedOn),
    // The trend refresh (features/properties/trending.ts) reads only the last four weeks, however long the history.
    index('property_views_day_property_idx').on(t.viewedOn, t.propertyId),
  ],
);

/**
 * Views older than the trend window (4 weeks), folded into one count per property and Lima day by the
 * retention job (features/retention/retention.ts), so property_views stays a few weeks long however old the site.
 * Company analytics read both tables.
 */
export const propertyViewDays = pgTable(
  'property_view_days',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    viewedOn: date('viewed_on', { mode: 'string' }).notNull(),
    views: integer('views').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.viewedOn] }),
    index('property_view_days_day_idx').on(t.viewedOn),
  ],
);

/**
 * When each periodic job last ran, on any process: several API processes each run the same timers, and a
 * job that ran on one within its period is skipped by the others (platform/jobs/job-runs.ts).
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamptz('last_run_at').notNull(),
});

export type Favorite = typeof favorites.$inferSelect;
export type NewFavorite = typeof favorites.$inferInsert;
export type ContactRequest = typeof contactRequests.$inferSelect;
export type NewContactRequest = typeof contactRequests.$inferInsert;
export type PropertyView = typeof propertyViews.$inferSelect;
export type NewPropertyView = typeof propertyViews.$inferInsert;

import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { properties } from './properties.ts';
import { users } from './users.ts';
import { owningCompanyId } from './company-column.ts';

/** Known kinds; the column is text so a new kind needs no migration. */
export const ACTIVITY_KINDS = [
  'property_created',
  'property_updated',
  'property_published',
  'property_archived',
  'property_deleted',
  'contact_received',
  'company_updated',
  // Team changes (docs/product/teams.md); data names the member or address concerned.
  'member_invited',
  'invitation_resent',
  'invitation_revoked',
  'member_joined',
  'member_role_changed',
  'member_deactivated',
  'member_reactivated',
  'property_agent_changed',
  'team_settings_updated',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/**
 * The feed behind "recent activity" on the profile and dashboard. property_id is set null on delete so
 * the history survives; data keeps what the feed needs to render without the property (e.g. its title).
 */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: owningCompanyId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    kind: text('kind').$type<ActivityKind>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_events_company_created_idx').on(t.companyId, t.createdAt.desc()),
    index('activity_events_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export type ActivityEvent = typeof activityEvents.$inferSelect;
export type NewActivityEvent = typeof activityEvents.$inferInsert;

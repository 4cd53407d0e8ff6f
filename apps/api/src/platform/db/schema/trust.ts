import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { reportReasons } from '@inmuebles/shared/trust/report-schema';
import { createdAt, timestamptz } from './columns.ts';
import { properties } from './properties.ts';
import { users } from './users.ts';

const reasonList = sql.raw(reportReasons.map((reason) => `'${reason}'`).join(', '));

/**
 * A visitor's report of a listing (docs/product/trust-and-admin.md). The reporter is kept for the admins
 * only (a signed-in user's id); the company sees the reason and the date.
 */
export const propertyReports = pgTable(
  'property_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    comment: text('comment'),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    resolvedAt: timestamptz('resolved_at'),
    resolvedById: integer('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('property_reports_property_idx').on(t.propertyId, t.createdAt.desc()),
    index('property_reports_open_idx')
      .on(t.propertyId)
      .where(sql`${t.resolvedAt} is null`),
    check('property_reports_reason', sql`${t.reason} in (${reasonList})`),
  ],
);

/**
 * Every platform admin action. Append-only: no endpoint writes it except by inserting, and a trigger
 * (migration 0008_trust) refuses UPDATE and DELETE. No foreign keys on purpose: a cascade or a SET NULL
 * would be an update, and the row must outlive the user or company it names.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id'),
    targetLabel: text('target_label'),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);

export type PropertyReport = typeof propertyReports.$inferSelect;
export type AdminAuditEntry = typeof adminAuditLog.$inferSelect;

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';
import { userRole } from './enums.ts';
import { users } from './users.ts';
import { owningCompanyId } from './company-column.ts';

/**
 * An invitation to join a company's team (docs/product/teams.md). Like the other e-mail tokens only the
 * SHA-256 of the link's token is stored; resending replaces it, so only the latest e-mail's link works.
 * The role is fixed here when the invitation is issued: accepting cannot change it.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: owningCompanyId(),
    /** Lowercased like users.email. */
    email: text('email').notNull(),
    role: userRole('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedById: integer('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the latest e-mail was sent (creation or resend). */
    sentAt: timestamptz('sent_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    acceptedUserId: integer('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('company_invitations_token_hash_unique').on(t.tokenHash),
    index('company_invitations_company_idx').on(t.companyId, t.createdAt.desc()),
    // At most one open invitation per address and company (a second one is a 409, resend it instead).
    uniqueIndex('company_invitations_open_unique')
      .on(t.companyId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    check('company_invitations_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('company_invitations_role', sql`${t.role} in ('agent', 'company_admin')`),
  ],
);

export type CompanyInvitation = typeof companyInvitations.$inferSelect;
export type NewCompanyInvitation = typeof companyInvitations.$inferInsert;

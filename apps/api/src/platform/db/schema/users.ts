import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns.ts';
import { companies } from './companies.ts';
import { emailTokenPurpose, userRole } from './enums.ts';

/** Which e-mails a user wants; the mail code reads these before queuing a message. */
export interface NotificationPreferences {
  emailNotifications: boolean;
  propertyInquiries: boolean;
  systemUpdates: boolean;
}

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  emailNotifications: true,
  propertyInquiries: true,
  systemUpdates: false,
};

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Always lowercased by the code before it gets here; the check makes a forgotten lower() fail loudly. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    /** Storage key, not a URL: the presenter builds the URL so the storage backend can change. */
    avatarKey: text('avatar_key'),
    role: userRole('role').notNull().default('agent'),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    emailConfirmedAt: timestamptz('email_confirmed_at'),
    /**
     * A requested e-mail change waiting for its link to be opened (lowercased like `email`). Not unique:
     * it reserves nothing, so another account may still register or confirm the address first.
     */
    pendingEmail: text('pending_email'),
    /** When the pending change was requested; its link carries this instant, so an older link dies. */
    pendingEmailRequestedAt: timestamptz('pending_email_requested_at'),
    notificationPreferences: jsonb('notification_preferences')
      .$type<NotificationPreferences>()
      .notNull()
      .default(DEFAULT_NOTIFICATION_PREFERENCES),
    /** Set by a company_admin (docs/product/teams.md): no sign-in, every session ended; nothing is deleted. */
    deactivatedAt: timestamptz('deactivated_at'),
    /** The team list's "último acceso": written at each successful sign-in. */
    lastSignInAt: timestamptz('last_sign_in_at'),
    /** A member's number in the Registro del Agente Inmobiliario; shown only once an admin verified it. */
    agentRegistryNumber: text('agent_registry_number'),
    agentRegistryVerifiedAt: timestamptz('agent_registry_verified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_company_id_idx').on(t.companyId),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('users_pending_email_lowercase', sql`${t.pendingEmail} = lower(${t.pendingEmail})`),
    check(
      'users_pending_email_requested_at',
      sql`(${t.pendingEmail} is null) = (${t.pendingEmailRequestedAt} is null)`,
    ),
  ],
);

/** Server-side sessions: only the SHA-256 of the bearer token is kept, so a database leak yields no tokens. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    /** Sliding idle timeout is measured from here. */
    lastSeenAt: timestamptz('last_seen_at').defaultNow().notNull(),
    /** Absolute lifetime: no amount of activity extends a session past this. */
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId),
  ],
);

/** One-time tokens sent by e-mail (confirmation, password reset); hashed like session tokens. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: emailTokenPurpose('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_tokens_token_hash_unique').on(t.tokenHash),
    index('email_tokens_user_purpose_idx').on(t.userId, t.purpose),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;
export type EmailToken = typeof emailTokens.$inferSelect;
export type NewEmailToken = typeof emailTokens.$inferInsert;

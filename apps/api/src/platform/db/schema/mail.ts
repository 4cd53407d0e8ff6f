import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';
import { outboxStatus } from './enums.ts';

/**
 * Outgoing mail, written in the same transaction as the event that causes it; a sender process picks
 * pending rows whose next_attempt_at has come, so a crash or an SMTP outage never loses a message.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** What triggered it (confirm_email, reset_password, contact_request, ...), for logs and tests. */
    kind: text('kind').notNull(),
    /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post on alerts); null for most messages. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: outboxStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamptz('next_attempt_at').defaultNow().notNull(),
    sentAt: timestamptz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_status_next_attempt_idx').on(t.status, t.nextAttemptAt)],
);

export type OutboxMessage = typeof emailOutbox.$inferSelect;
export type NewOutboxMessage = typeof emailOutbox.$inferInsert;

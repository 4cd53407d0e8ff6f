import { and, eq, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { PartnerLimits } from '@inmuebles/shared/partner/partner-limits';
import {
  emailOutbox,
  emailTokens,
  partnerIdempotency,
  sessions,
  usedContactFormTokens,
  webhookDeliveries,
} from '../../platform/db/schema/index.ts';
import { DAY_MS, HOUR_MS } from '../../platform/runtime/clock.ts';
import { limaDay } from '../../platform/runtime/lima-day.ts';

/*
 * What the database keeps, and for how long (README, Production). Each step is one statement or one
 * transaction, idempotent, safe to run at any time and on several processes (the job takes a lock anyway).
 */

/** A sent e-mail's body (reset and confirmation links, a visitor's message) is kept a week for support. */
const SENT_MAIL_BODY_DAYS = 7;
/** The row (who, what, when) three months, then nothing. */
const SENT_MAIL_ROW_DAYS = 90;
/** The trend refresh reads the last 4 weeks of views (features/properties/trending.ts): older ones become counts. */
const RAW_VIEW_DAYS = 28;
/** Expired links still answer "expired" (not "invalid") for a month, then go. */
const EXPIRED_TOKEN_GRACE_DAYS = 30;
/** A webhook delivery (delivered or given up) stays on the Integraciones page a month, then goes. */
const WEBHOOK_DELIVERY_DAYS = 30;

export interface RetentionResult {
  mailBodiesCleared: number;
  mailRowsDeleted: number;
  viewsAggregated: number;
  sessionsDeleted: number;
  tokensDeleted: number;
  formTokensDeleted: number;
  idempotencyKeysDeleted: number;
  webhookDeliveriesDeleted: number;
}

const daysBefore = (at: Date, days: number) => new Date(at.getTime() - days * DAY_MS);

export async function applyRetention(db: Database, at: Date): Promise<RetentionResult> {
  const cleared = await db
    .update(emailOutbox)
    .set({ textBody: '', htmlBody: null })
    .where(
      and(
        eq(emailOutbox.status, 'sent'),
        lt(emailOutbox.sentAt, daysBefore(at, SENT_MAIL_BODY_DAYS)),
        or(ne(emailOutbox.textBody, ''), isNotNull(emailOutbox.htmlBody)),
      ),
    )
    .returning({ id: emailOutbox.id });
  const deletedMail = await db
    .delete(emailOutbox)
    .where(and(eq(emailOutbox.status, 'sent'), lt(emailOutbox.sentAt, daysBefore(at, SENT_MAIL_ROW_DAYS))))
    .returning({ id: emailOutbox.id });

  const viewsAggregated = await aggregateOldViews(db, at);

  // Past its absolute end, idle past the idle timeout, or ended a week ago: no request can use it again.
  const deletedSessions = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, at),
        lt(sessions.lastSeenAt, daysBefore(at, 7)),
        lt(sessions.revokedAt, daysBefore(at, 7)),
      ),
    )
    .returning({ id: sessions.id });
  const deletedTokens = await db
    .delete(emailTokens)
    .where(
      or(
        lt(emailTokens.expiresAt, daysBefore(at, EXPIRED_TOKEN_GRACE_DAYS)),
        lt(emailTokens.usedAt, daysBefore(at, EXPIRED_TOKEN_GRACE_DAYS)),
      ),
    )
    .returning({ id: emailTokens.id });
  // Past its expiry a contact form token is refused for its age: its spent mark has nothing left to stop.
  const deletedFormTokens = await db
    .delete(usedContactFormTokens)
    .where(lt(usedContactFormTokens.expiresAt, at))
    .returning({ hash: usedContactFormTokens.tokenHash });

  // Past 24 h an Idempotency-Key is honoured no more (partner/listings/idempotency.ts): its answer is dead weight.
  const deletedIdempotency = await db
    .delete(partnerIdempotency)
    .where(
      lt(partnerIdempotency.createdAt, new Date(at.getTime() - PartnerLimits.idempotencyHours * HOUR_MS)),
    )
    .returning({ key: partnerIdempotency.idempotencyKey });
  // A delivery still being retried is kept whatever its age (its 24 h end it before 30 days anyway).
  const deletedDeliveries = await db
    .delete(webhookDeliveries)
    .where(
      and(
        ne(webhookDeliveries.state, 'pending'),
        lt(webhookDeliveries.createdAt, daysBefore(at, WEBHOOK_DELIVERY_DAYS)),
      ),
    )
    .returning({ id: webhookDeliveries.id });

  return {
    mailBodiesCleared: cleared.length,
    mailRowsDeleted: deletedMail.length,
    viewsAggregated,
    sessionsDeleted: deletedSessions.length,
    tokensDeleted: deletedTokens.length,
    formTokensDeleted: deletedFormTokens.length,
    idempotencyKeysDeleted: deletedIdempotency.length,
    webhookDeliveriesDeleted: deletedDeliveries.length,
  };
}

/**
 * Folds views of Lima days before the trend window into property_view_days (adding to a day already folded)
 * and deletes them, in one transaction: a view is counted in exactly one of the two tables at any moment.
 */
async function aggregateOldViews(db: Database, at: Date): Promise<number> {
  const cutoff = limaDay(daysBefore(at, RAW_VIEW_DAYS));
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into property_view_days (property_id, viewed_on, views)
      select property_id, viewed_on, count(*)::int from property_views
      where viewed_on < ${cutoff}::date
      group by property_id, viewed_on
      on conflict (property_id, viewed_on) do update set views = property_view_days.views + excluded.views`);
    const { rows } = await tx.execute<{ n: number }>(sql`
      with gone as (delete from property_views where viewed_on < ${cutoff}::date returning 1)
      select count(*)::int as n from gone`);
    return Number(rows[0]?.n ?? 0);
  });
}

import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { companies, sessions, users, type User } from '../../platform/db/schema/index.ts';
import { DAY_MS, MINUTE_MS, now } from '../../platform/runtime/clock.ts';
import { generateSecretToken, hashSecretToken } from './secret-tokens.ts';

/**
 * Session lifetimes (README: "Sesiones"):
 * - idle timeout 7 days, sliding: every authenticated request moves `last_seen_at`, so someone who uses
 *   the site weekly stays signed in, while a token forgotten on a shared computer dies within a week;
 * - absolute lifetime 30 days from sign-in: no amount of activity keeps a stolen token alive longer.
 * `last_seen_at` is written at most once a minute per session, so busy pages do not turn every read
 * into a write.
 */
const SESSION_IDLE_TIMEOUT_MS = 7 * DAY_MS;
const SESSION_ABSOLUTE_LIFETIME_MS = 30 * DAY_MS;
const SESSION_TOUCH_INTERVAL_MS = MINUTE_MS;

export interface SessionContext {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/** Opens a session and returns its bearer token: the only time the token exists outside the client. */
export async function createSession(
  db: DbOrTx,
  userId: number,
  context: SessionContext = {},
): Promise<string> {
  const token = generateSecretToken();
  const at = now();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashSecretToken(token),
    createdAt: at,
    lastSeenAt: at,
    expiresAt: new Date(at.getTime() + SESSION_ABSOLUTE_LIFETIME_MS),
    userAgent: context.userAgent?.slice(0, 300) ?? null,
    ip: context.ip ?? null,
  });
  return token;
}

export interface ActiveSession {
  sessionId: number;
  user: User;
}

/** The live session of a bearer token (not revoked, not expired, not idle), sliding its idle timeout. */
export async function resolveSession(db: DbOrTx, token: string): Promise<ActiveSession | null> {
  const at = now();
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(sessions.tokenHash, hashSecretToken(token)),
        isNull(sessions.revokedAt),
        // A deactivated member's sessions are revoked at once; this also covers one opened in between.
        isNull(users.deactivatedAt),
        // Likewise a suspended company's members (docs/product/trust-and-admin.md).
        isNull(companies.suspendedAt),
        gt(sessions.expiresAt, at),
        gt(sessions.lastSeenAt, new Date(at.getTime() - SESSION_IDLE_TIMEOUT_MS)),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (at.getTime() - row.session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, row.session.id));
  }
  return { sessionId: row.session.id, user: row.user };
}

export async function revokeSession(db: DbOrTx, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Ends every session of a user (password reset): tokens on every device stop working at once. With
 * `keepSessionId`, every other one (password or e-mail change: the device that made it stays signed in).
 */
export async function revokeAllSessions(
  db: DbOrTx,
  userId: number,
  keepSessionId: number | null = null,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId === null ? undefined : ne(sessions.id, keepSessionId),
      ),
    );
}

/** Deletes a user's dead sessions (called at sign-in), so the table grows with active sessions only. */
export async function deleteDeadSessions(db: DbOrTx, userId: number): Promise<void> {
  const at = now();
  await db.delete(sessions).where(
    and(
      eq(sessions.userId, userId),
      or(
        lt(sessions.expiresAt, at),
        lt(sessions.lastSeenAt, new Date(at.getTime() - SESSION_IDLE_TIMEOUT_MS)),
        // Kept a day after revocation so a support question ("was I signed out?") can still be answered.
        lt(sessions.revokedAt, new Date(at.getTime() - DAY_MS)),
      ),
    ),
  );
}

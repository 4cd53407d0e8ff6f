import { eq } from 'drizzle-orm';
import { now } from '../../platform/runtime/clock.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { users, type User } from '../../platform/db/schema/index.ts';
import { EMAIL_CHANGE_LINK_LIFETIME_MS } from './email-change-token.ts';

/*
 * The e-mail change waiting for its link (`users.pending_email` and `pending_email_requested_at`).
 * It reserves nothing: the address stays free for anyone to register until the link is opened.
 */

/** The pending address the user is shown: null once its link has expired (nothing left to confirm). */
export function activePendingEmail(
  user: Pick<User, 'pendingEmail' | 'pendingEmailRequestedAt'>,
): string | null {
  if (user.pendingEmail === null || user.pendingEmailRequestedAt === null) return null;
  const expiresAt = user.pendingEmailRequestedAt.getTime() + EMAIL_CHANGE_LINK_LIFETIME_MS;
  return expiresAt > now().getTime() ? user.pendingEmail : null;
}

/**
 * The instant that names a new request. The link carries it and must match the stored one exactly, so
 * two requests in the same millisecond must still differ: never at or before the previous request.
 */
export function nextRequestInstant(user: Pick<User, 'pendingEmailRequestedAt'>): Date {
  const at = now();
  const previous = user.pendingEmailRequestedAt?.getTime();
  return previous !== undefined && at.getTime() <= previous ? new Date(previous + 1) : at;
}

/** The columns that forget a pending change. */
export const noPendingEmail = { pendingEmail: null, pendingEmailRequestedAt: null } as const;

/** DELETE /me/pending_email: forgets the pending change (its link then answers 'not_pending'). */
export async function cancelPendingEmail(db: DbOrTx, user: User): Promise<User> {
  if (user.pendingEmail === null && user.pendingEmailRequestedAt === null) return user;
  const [row] = await db.update(users).set(noPendingEmail).where(eq(users.id, user.id)).returning();
  return row ?? user;
}

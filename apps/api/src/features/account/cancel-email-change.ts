import { and, eq, or } from 'drizzle-orm';
import { now } from '../../platform/runtime/clock.ts';
import {
  revokeAllSessions,
  findUserById,
  EMAIL_CHANGE_UNDO_MS,
  readEmailChangeToken,
  noPendingEmail,
} from '../auth/public.ts';
import { isUniqueViolation } from '../../platform/db/postgres-errors.ts';
import { users, type User } from '../../platform/db/schema/index.ts';
import type { AppInstance } from '../../platform/runtime/app-instance.ts';
import { signingSecret } from '../../platform/config/signing-secret.ts';

export type EmailChangeUndoOutcome = 'cancelled' | 'invalid_token' | 'expired_token' | 'email_taken';

interface LinkedRequest {
  oldEmail: string;
  newEmail: string;
  requestedAt: number;
}

/** The link's request is still waiting for its confirmation. */
const isPending = (user: User, link: LinkedRequest) =>
  user.email === link.oldEmail &&
  user.pendingEmail === link.newEmail &&
  user.pendingEmailRequestedAt?.getTime() === link.requestedAt;

/** The link's request was confirmed (confirming sets email_confirmed_at) less than 7 days ago. */
const isRecentlyApplied = (user: User, link: LinkedRequest) => {
  const confirmedAt = user.emailConfirmedAt?.getTime();
  return (
    user.email === link.newEmail &&
    confirmedAt !== undefined &&
    confirmedAt >= link.requestedAt &&
    confirmedAt + EMAIL_CHANGE_UNDO_MS > now().getTime()
  );
};

/**
 * Opens the link sent to the old address. Pending or confirmed less than 7 days ago, the change is undone:
 * the account goes back to the old address, the pending change is forgotten and every session ends (the
 * person who asked for the change may hold one). Used once, the link finds nothing left to undo.
 */
export async function undoEmailChange(
  app: AppInstance,
  token: string | undefined,
): Promise<EmailChangeUndoOutcome> {
  const state = readEmailChangeToken(signingSecret(app.config), token, 'cancel');
  if (state.status === 'invalid') return 'invalid_token';
  if (state.status === 'expired') return 'expired_token';
  const user = await findUserById(app.db, state.userId);
  if (!user || !(isPending(user, state) || isRecentlyApplied(user, state))) return 'invalid_token';
  try {
    const undone = await app.db.transaction(async (tx) => {
      const rows = await tx
        .update(users)
        .set({ email: state.oldEmail, ...noPendingEmail })
        .where(
          and(eq(users.id, user.id), or(eq(users.email, state.oldEmail), eq(users.email, state.newEmail))),
        )
        .returning({ id: users.id });
      if (rows.length > 0) await revokeAllSessions(tx, user.id);
      return rows.length > 0;
    });
    return undone ? 'cancelled' : 'invalid_token';
  } catch (err) {
    // Someone registered the old address after the change: it cannot be given back.
    if (isUniqueViolation(err, 'users_email_unique')) return 'email_taken';
    throw err;
  }
}

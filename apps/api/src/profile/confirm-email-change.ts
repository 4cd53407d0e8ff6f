import { and, eq } from 'drizzle-orm';
import { now } from '../auth/clock.ts';
import { isUniqueViolation } from '../auth/unique-violation.ts';
import { users } from '../db/schema/index.ts';
import type { AppInstance } from '../lib/app-instance.ts';
import { findUserByEmail } from '../users/users-repository.ts';
import { emailChangeSecret, readEmailChangeToken } from './email-change-token.ts';

export type EmailChangeOutcome = 'changed' | 'invalid_token' | 'expired_token' | 'email_taken';

/**
 * Opens the link of an e-mail change: the address switches only if the user still has the address the
 * link was made for (so a link works once, and an older link dies when a newer change is applied) and
 * nobody took the new one meanwhile. Opening the link proves the new address, so it counts as confirmed.
 */
export async function confirmEmailChange(app: AppInstance, token: string | undefined): Promise<EmailChangeOutcome> {
  const state = readEmailChangeToken(emailChangeSecret(app.config.dataDir), token);
  if (state.status === 'invalid') return 'invalid_token';
  if (state.status === 'expired') return 'expired_token';
  const owner = await findUserByEmail(app.db, state.newEmail);
  if (owner && owner.id !== state.userId) return 'email_taken';
  try {
    const rows = await app.db
      .update(users)
      .set({ email: state.newEmail, emailConfirmedAt: now() })
      .where(and(eq(users.id, state.userId), eq(users.email, state.oldEmail)))
      .returning({ id: users.id });
    return rows.length > 0 ? 'changed' : 'invalid_token';
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_unique')) return 'email_taken';
    throw err;
  }
}

import { and, eq } from 'drizzle-orm';
import type { EmailChangeReason } from '@inmuebles/shared/users/profile-schemas';
import { now } from '../../platform/runtime/clock.ts';
import { isUniqueViolation } from '../../platform/db/postgres-errors.ts';
import { users, type User } from '../../platform/db/schema/index.ts';
import type { ProfileDeps } from './deps.ts';
import { findUserByEmail, findUserById, readEmailChangeToken, noPendingEmail } from '../auth/public.ts';
import { signingSecret } from '../../platform/config/signing-secret.ts';

export type EmailChangeOutcome = 'changed' | EmailChangeReason;

interface LinkedRequest {
  userId: number;
  oldEmail: string;
  newEmail: string;
  requestedAt: number;
}

/** The row conditions that make the link's request still the user's pending one. */
const stillPending = (link: LinkedRequest) =>
  and(
    eq(users.id, link.userId),
    eq(users.email, link.oldEmail),
    eq(users.pendingEmail, link.newEmail),
    eq(users.pendingEmailRequestedAt, new Date(link.requestedAt)),
  );

const isCurrentRequest = (user: User, link: LinkedRequest) =>
  user.email === link.oldEmail &&
  user.pendingEmail === link.newEmail &&
  user.pendingEmailRequestedAt?.getTime() === link.requestedAt;

/**
 * Opens the link of an e-mail change. The address switches only while the link names the user's pending
 * request (a newer request or a cancel refuse it with 'not_pending'; a link already used is
 * 'invalid_token') and nobody took the new address meanwhile; a change that can no longer happen for
 * that reason is dropped. The update re-checks the request in its WHERE, so two clicks cannot both win.
 * Opening the link proves the new address, so it counts as confirmed.
 */
export async function confirmEmailChange(
  deps: ProfileDeps,
  token: string | undefined,
): Promise<EmailChangeOutcome> {
  const state = readEmailChangeToken(signingSecret(deps.config), token);
  if (state.status === 'invalid') return 'invalid_token';
  if (state.status === 'expired') return 'expired_token';
  const user = await findUserById(deps.db, state.userId);
  if (!user) return 'invalid_token';
  if (!isCurrentRequest(user, state)) return user.email === state.newEmail ? 'invalid_token' : 'not_pending';

  const owner = await findUserByEmail(deps.db, state.newEmail);
  if (owner && owner.id !== state.userId) return dropTakenRequest(deps, state);
  try {
    const rows = await deps.db
      .update(users)
      .set({ email: state.newEmail, emailConfirmedAt: now(), ...noPendingEmail })
      .where(stillPending(state))
      .returning({ id: users.id });
    return rows.length > 0 ? 'changed' : 'not_pending';
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_unique')) return dropTakenRequest(deps, state);
    throw err;
  }
}

/** Another account owns the address now: the pending change can never complete, so it is forgotten. */
async function dropTakenRequest(deps: ProfileDeps, link: LinkedRequest): Promise<'email_taken'> {
  await deps.db.update(users).set(noPendingEmail).where(stillPending(link));
  return 'email_taken';
}

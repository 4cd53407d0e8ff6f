import { INVALID_CURRENT_PASSWORD, profileMessages } from '@inmuebles/shared/users/profile-schemas';
import { MINUTE_MS } from '../../platform/runtime/clock.ts';
import {
  assertPasswordAllowed,
  revokeAllSessions,
  hashPassword,
  verifyPassword,
  setNewPassword,
} from '../auth/public.ts';
import { assertNotThrottled } from '../../platform/http/rate-limit/throttle.ts';
import type { User } from '../../platform/db/schema/index.ts';
import type { ProfileDeps } from './deps.ts';
import { AppError } from '../../platform/http/errors.ts';

/** Wrong current passwords per user: a stolen session cannot be used to guess the password. */
const changePasswordThrottle = { limit: 5, windowMs: 15 * MINUTE_MS } as const;

const throttleKey = (userId: number) => `change-password:user:${userId}`;

/**
 * POST /me/change_password. 401 `invalid_current_password` for a wrong current password (the session
 * stays: the client shows 'Contraseña actual incorrecta'), 422 for a refused new password, 429 after 5
 * wrong attempts in 15 minutes. On success every other session of the user ends; this one goes on.
 */
export async function changePassword(
  deps: ProfileDeps,
  user: User,
  sessionId: number | null,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  await assertCurrentPassword(deps, user, currentPassword, 401);
  assertPasswordAllowed(newPassword);
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction(async (tx) => {
    await setNewPassword(tx, user.id, passwordHash);
    await revokeAllSessions(tx, user.id, sessionId);
  });
}

/**
 * The current password proves that the person at the keyboard owns the account (a stolen session alone is
 * not enough): `invalid_current_password` with the given status when wrong, 429 after 5 wrong attempts in
 * 15 minutes (one budget for the password and e-mail changes). A right answer clears the count.
 */
export async function assertCurrentPassword(
  deps: Pick<ProfileDeps, 'rateLimiter'>,
  user: User,
  currentPassword: string,
  status: 401 | 403,
): Promise<void> {
  const key = throttleKey(user.id);
  await assertNotThrottled(deps.rateLimiter, key, changePasswordThrottle);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    await deps.rateLimiter.hit(key, changePasswordThrottle.windowMs);
    throw new AppError(status, INVALID_CURRENT_PASSWORD, profileMessages.invalidCurrentPassword);
  }
  await deps.rateLimiter.reset(key);
}

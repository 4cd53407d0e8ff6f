import { INVALID_CURRENT_PASSWORD, profileMessages } from '@inmuebles/shared/users/profile-schemas';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { MINUTE_MS, now } from '../lib/clock.ts';
import { assertPasswordAllowed } from '../auth/password-policy.ts';
import { assertNotThrottled } from '../lib/rate-limit/throttle.ts';
import { sessions, type User } from '../db/schema/index.ts';
import type { ProfileDeps } from './deps.ts';
import { AppError } from '../lib/errors.ts';
import { hashPassword, verifyPassword } from '../lib/passwords.ts';
import { updatePasswordHash } from '../users/users-repository.ts';

/** Wrong current passwords per user: a stolen session cannot be used to guess the password. */
export const changePasswordThrottle = { limit: 5, windowMs: 15 * MINUTE_MS } as const;

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
  const key = throttleKey(user.id);
  await assertNotThrottled(deps.rateLimiter, key, changePasswordThrottle);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    await deps.rateLimiter.hit(key, changePasswordThrottle.windowMs);
    throw new AppError(401, INVALID_CURRENT_PASSWORD, profileMessages.invalidCurrentPassword);
  }
  assertPasswordAllowed(newPassword);
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction(async (tx) => {
    await updatePasswordHash(tx, user.id, passwordHash);
    await tx
      .update(sessions)
      .set({ revokedAt: now() })
      .where(
        and(
          eq(sessions.userId, user.id),
          isNull(sessions.revokedAt),
          sessionId === null ? undefined : ne(sessions.id, sessionId),
        ),
      );
  });
  await deps.rateLimiter.reset(key);
}

import { authErrorCodes, authMessages } from '@inmuebles/shared/auth/responses';
import type { User } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { hashPassword, passwordNeedsRehash, verifyPassword } from './passwords.ts';
import { teamMessages } from '@inmuebles/shared/teams/team-schema';
import { findUserByEmail, normalizeEmail, recordSignIn, updatePasswordHash } from './users-repository.ts';
import { isCompanySuspended } from '../companies/public.ts';
import { trustMessages } from '@inmuebles/shared/trust/admin-schema';
import type { AuthDeps } from './deps.ts';
import { assertNotThrottled, authThrottles } from '../../platform/http/rate-limit/throttle.ts';
import { createSession, deleteDeadSessions, type SessionContext } from './sessions.ts';

let dummyHash: Promise<string> | undefined;

/**
 * An unknown address is checked against this hash, so it costs the same argon2 work as a known one and
 * the answer time does not reveal which addresses have accounts.
 */
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('inmoperu-dummy-password-for-timing');
  return dummyHash;
}

export interface LoginResult {
  user: User;
  token: string;
}

const invalidCredentials = () =>
  new AppError(401, authErrorCodes.invalidCredentials, authMessages.invalidCredentials);

/**
 * Signs in with e-mail and password. Failures count against the address and the client IP; past either
 * limit the answer is 429 until the window ends, even for the right password. A right password for an
 * unconfirmed address is 401 `email_not_confirmed` (the screen then offers to resend the e-mail).
 */
export async function login(
  deps: AuthDeps,
  credentials: { email: string; password: string },
  context: SessionContext & { ip: string },
): Promise<LoginResult> {
  const email = normalizeEmail(credentials.email);
  const addressKey = `login:email:${email}`;
  const clientKey = `login:ip:${context.ip}`;
  await assertNotThrottled(deps.rateLimiter, clientKey, authThrottles.loginFailuresPerClient);
  await assertNotThrottled(deps.rateLimiter, addressKey, authThrottles.loginFailuresPerAddress);

  const user = await findUserByEmail(deps.db, email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), credentials.password);
  if (!user || !passwordOk) {
    await deps.rateLimiter.hit(clientKey, authThrottles.loginFailuresPerClient.windowMs);
    await deps.rateLimiter.hit(addressKey, authThrottles.loginFailuresPerAddress.windowMs);
    throw invalidCredentials();
  }
  if (!user.emailConfirmedAt) {
    throw new AppError(401, authErrorCodes.emailNotConfirmed, authMessages.emailNotConfirmed, undefined, {
      email_confirmed: false,
      email: user.email,
    });
  }

  // Only after the right password: a deactivated member learns why, a guesser learns nothing.
  if (user.deactivatedAt) {
    throw new AppError(401, 'account_deactivated', teamMessages.deactivated);
  }
  // A suspended company's members wait for the reinstatement (docs/product/trust-and-admin.md).
  if (user.companyId !== null && (await isCompanySuspended(deps.db, user.companyId))) {
    throw new AppError(401, 'company_suspended', trustMessages.companySuspended);
  }

  await deps.rateLimiter.reset(addressKey);
  // Hashes made with older (or the fast test) settings are upgraded while the plain password is at hand.
  if (passwordNeedsRehash(user.passwordHash)) {
    await updatePasswordHash(deps.db, user.id, await hashPassword(credentials.password));
  }
  await deleteDeadSessions(deps.db, user.id);
  await recordSignIn(deps.db, user.id);
  const token = await createSession(deps.db, user.id, context);
  return { user, token };
}

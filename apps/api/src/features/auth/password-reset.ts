import { authErrorCodes, authMessages, type EmailTokenError } from '@inmuebles/shared/auth/responses';
import { AppError } from '../../platform/http/errors.ts';
import { hashPassword } from './passwords.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { resetPasswordMessage } from './emails/reset-password.ts';
import { findUserByEmail, markEmailConfirmed, normalizeEmail, setNewPassword } from './users-repository.ts';
import { now } from '../../platform/runtime/clock.ts';
import type { AuthDeps } from './deps.ts';
import { consumeEmailToken, inspectEmailToken, issueEmailToken } from './email-tokens.ts';
import { assertPasswordAllowed } from './password-policy.ts';
import { authThrottles, consume, consumeOrThrow } from '../../platform/http/rate-limit/throttle.ts';
import { revokeAllSessions } from './sessions.ts';

const MAX_TOKEN_LENGTH = 128;

/**
 * "¿Olvidaste tu contraseña?": e-mails a reset link (2 hours) when the address has an account. The caller
 * answers the same neutral text either way; only the per-client limit shows (429), checked by
 * `assertResetRequestAllowed` before the answer. The rest runs after the answer (the route hands it to
 * `app.background`): a known address costs a token and an e-mail, an unknown one nothing, and neither
 * the time taken nor a failure may tell them apart.
 */
export async function assertResetRequestAllowed(
  deps: Pick<AuthDeps, 'rateLimiter'>,
  clientIp: string,
): Promise<void> {
  await consumeOrThrow(
    deps.rateLimiter,
    `email-requests:ip:${clientIp}`,
    authThrottles.emailRequestsPerClient,
  );
}

export async function requestPasswordReset(deps: AuthDeps, rawEmail: string): Promise<void> {
  const email = normalizeEmail(rawEmail);
  if (!(await consume(deps.rateLimiter, `forgot:email:${email}`, authThrottles.emailsPerAddress))) return;
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  await deps.db.transaction(async (tx) => {
    const token = await issueEmailToken(tx, user.id, 'reset_password');
    await enqueueEmail(
      tx,
      resetPasswordMessage({
        to: user.email,
        firstName: user.firstName,
        publicUrl: deps.config.publicUrl,
        token,
      }),
    );
  });
  deps.mail.nudge();
}

/** The reset link only looks (the form submits the token later); it never uses the token. */
export async function checkResetToken(
  deps: AuthDeps,
  token: string | undefined,
): Promise<'valid' | EmailTokenError> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return 'invalid_token';
  const state = await inspectEmailToken(deps.db, token, 'reset_password');
  if (state.status === 'valid') return 'valid';
  return state.status === 'expired' ? 'expired_token' : 'invalid_token';
}

/**
 * Sets a new password with a reset token: uses the token (once, atomically), stores the new hash and
 * ends every session of the user, in one transaction. Receiving the e-mail also proves the address, so
 * an unconfirmed account becomes confirmed. 404 invalid or used token, 422 expired token or refused password.
 */
export async function resetPassword(deps: AuthDeps, token: string, password: string): Promise<void> {
  // Checked before the token is used, so a refused password does not burn the link.
  assertPasswordAllowed(password);
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const state =
      token.length > MAX_TOKEN_LENGTH
        ? { status: 'invalid' as const }
        : await consumeEmailToken(tx, token, 'reset_password');
    if (state.status === 'expired') {
      throw new AppError(422, authErrorCodes.expiredToken, authMessages.resetTokenExpired);
    }
    if (state.status !== 'valid')
      throw new AppError(404, authErrorCodes.invalidToken, authMessages.resetTokenInvalid);
    await setNewPassword(tx, state.userId, passwordHash);
    await revokeAllSessions(tx, state.userId);
    await markEmailConfirmed(tx, state.userId, now());
  });
}

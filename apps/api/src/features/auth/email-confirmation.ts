import type { EmailTokenError } from '@inmuebles/shared/auth/responses';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { confirmEmailMessage } from './emails/confirm-email.ts';
import { findUserByEmail, findUserById, markEmailConfirmed, normalizeEmail } from './users-repository.ts';
import { now } from '../../platform/runtime/clock.ts';
import type { AuthDeps } from './deps.ts';
import { consumeEmailToken, issueEmailToken } from './email-tokens.ts';
import { authThrottles, consume, consumeOrThrow } from '../../platform/http/rate-limit/throttle.ts';

export type ConfirmEmailOutcome = 'confirmed' | 'already_confirmed' | EmailTokenError;

/** Longer than any token we issue: answered without a query. */
const MAX_TOKEN_LENGTH = 128;

/**
 * Uses a confirmation link. A used, superseded or expired link of an address that is confirmed anyway
 * says `already_confirmed` (the person clicked twice, or confirmed with a newer e-mail): more useful than
 * an error, and it reveals nothing to someone who does not already hold the link.
 */
export async function confirmEmail(deps: AuthDeps, token: string | undefined): Promise<ConfirmEmailOutcome> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return 'invalid_token';
  return deps.db.transaction(async (tx): Promise<ConfirmEmailOutcome> => {
    const state = await consumeEmailToken(tx, token, 'confirm_email');
    if (state.status === 'invalid') return 'invalid_token';
    if (state.status === 'valid') {
      return (await markEmailConfirmed(tx, state.userId, now())) ? 'confirmed' : 'already_confirmed';
    }
    const user = await findUserById(tx, state.userId);
    if (user?.emailConfirmedAt) return 'already_confirmed';
    return state.status === 'expired' ? 'expired_token' : 'invalid_token';
  });
}

/**
 * "Reenviar correo": a new link (the older ones stop working) for an existing, unconfirmed address.
 * The caller answers the same neutral text whatever happens here; only the per-client limit shows (429).
 */
export async function resendConfirmation(deps: AuthDeps, rawEmail: string, clientIp: string): Promise<void> {
  await consumeOrThrow(
    deps.rateLimiter,
    `email-requests:ip:${clientIp}`,
    authThrottles.emailRequestsPerClient,
  );
  const email = normalizeEmail(rawEmail);
  if (!(await consume(deps.rateLimiter, `resend:email:${email}`, authThrottles.emailsPerAddress))) return;
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.emailConfirmedAt) return;
  await deps.db.transaction(async (tx) => {
    const token = await issueEmailToken(tx, user.id, 'confirm_email');
    await enqueueEmail(
      tx,
      confirmEmailMessage({
        to: user.email,
        firstName: user.firstName,
        publicUrl: deps.config.publicUrl,
        token,
      }),
    );
  });
  deps.mail.nudge();
}

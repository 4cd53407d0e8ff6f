import { HOUR_MS } from '../../platform/runtime/clock.ts';
import type { RateLimiter } from '../../platform/http/rate-limit/rate-limiter.ts';
import type { ThrottleRule } from '../../platform/http/rate-limit/throttle.ts';
import { AppError } from '../../platform/http/errors.ts';

/**
 * Each contact request e-mails every member of a company, so the form is a way to flood inboxes: a few
 * per hour per account (or, for a guest, per sender e-mail) covers a real buyer writing to several
 * agencies; the per-address cap stops one machine cycling through accounts or e-mails.
 */
const contactThrottles = {
  perUser: { limit: 5, windowMs: HOUR_MS },
  perSenderEmail: { limit: 5, windowMs: HOUR_MS },
  perClient: { limit: 20, windowMs: HOUR_MS },
} as const satisfies Record<string, ThrottleRule>;

function tooManyContactRequests(resetInMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    429,
    'rate_limited',
    `Enviaste demasiadas consultas. Por favor, espera ${minutes === 1 ? '1 minuto' : `${minutes} minutos`} ` +
      'e intenta de nuevo.',
    undefined,
    { retryAfterSeconds: seconds },
  );
}

/**
 * The sender a guest's address counts as: lower case, trimmed, and without the `+tag` of its local part
 * (`ana+1@x.pe` is `ana@x.pe`), which most providers deliver to the same mailbox; otherwise each tag would
 * bring a fresh allowance. Only the count uses it: the enquiry keeps the address as written.
 */
function senderKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const plus = address.indexOf('+');
  return plus > 0 && plus < at ? `${address.slice(0, plus)}${address.slice(at)}` : address;
}

/**
 * Counts one request against both limits (hit, not peek: two simultaneous requests cannot both slip under
 * the limit) and throws 429 with Retry-After when either is exceeded.
 */
export async function consumeContactQuota(
  limiter: RateLimiter,
  subject: { userId: number | null; senderEmail: string; ip: string },
): Promise<void> {
  // A signed-in sender is counted by account; a guest by the e-mail address written in the form.
  const [key, rule] =
    subject.userId === null
      ? [`contact:email:${senderKey(subject.senderEmail)}`, contactThrottles.perSenderEmail]
      : [`contact:user:${subject.userId}`, contactThrottles.perUser];
  const [user, client] = await Promise.all([
    limiter.hit(key, rule.windowMs),
    limiter.hit(`contact:ip:${subject.ip}`, contactThrottles.perClient.windowMs),
  ]);
  const blocked = [
    user.count > rule.limit ? user.resetInMs : null,
    client.count > contactThrottles.perClient.limit ? client.resetInMs : null,
  ].filter((wait): wait is number => wait !== null);
  if (blocked.length > 0) throw tooManyContactRequests(Math.max(...blocked));
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { HOUR_MS, now } from '../../platform/runtime/clock.ts';

/*
 * The minimum fill time of the guest contact form, without server state: the form asks for a token when it
 * opens, `<issued ms>.<HMAC-SHA256 of it>`, and sends it back. A submission whose token is younger than
 * MIN_FILL_MS (a robot posting at once) or older than MAX_AGE_MS (a token harvested and replayed), or
 * forged, is refused. The timestamp is the server's, so a client cannot claim to have waited.
 */

/** Faster than a person can read the prefilled message and type a name and an e-mail. */
export const CONTACT_FORM_MIN_FILL_MS = 3000;
export const CONTACT_FORM_MAX_AGE_MS = 24 * HOUR_MS;

/** Separate from the key it derives from: a form token can never pass for another signed value. */
function formKey(secret: Buffer): Buffer {
  return createHmac('sha256', secret).update('contact-form-token').digest();
}

function sign(secret: Buffer, issuedAt: string): string {
  return createHmac('sha256', formKey(secret)).update(issuedAt).digest('base64url');
}

export function issueContactFormToken(secret: Buffer): string {
  const issuedAt = String(now().getTime());
  return `${issuedAt}.${sign(secret, issuedAt)}`;
}

/** True when the token is genuine and its age lies between the minimum fill time and the maximum age. */
export function isContactFormTokenAcceptable(secret: Buffer, token: string | undefined): boolean {
  const match = token ? /^(\d{1,15})\.([\w-]{43})$/.exec(token) : null;
  if (!match?.[1] || !match[2]) return false;
  const expected = Buffer.from(sign(secret, match[1]));
  const given = Buffer.from(match[2]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const age = now().getTime() - Number(match[1]);
  return age >= CONTACT_FORM_MIN_FILL_MS && age <= CONTACT_FORM_MAX_AGE_MS;
}

import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { HOUR_MS, now } from '../../platform/runtime/clock.ts';

/*
 * The guest contact form's token: the form asks for one when it opens, `<issued ms>.<nonce>.<HMAC-SHA256
 * of both>`, and sends it back. A submission whose token is younger than MIN_FILL_MS (a robot posting at
 * once) or older than MAX_AGE_MS, or forged, is refused. The timestamp is the server's, so a client cannot
 * claim to have waited. A token sends one enquiry (form-token-claims.ts); the nonce keeps two forms opened
 * in the same millisecond from sharing one.
 */

/** Faster than a person can read the prefilled message and type a name and an e-mail. */
export const CONTACT_FORM_MIN_FILL_MS = 3000;
const CONTACT_FORM_MAX_AGE_MS = 24 * HOUR_MS;

const tokenPattern = /^(\d{1,15})\.([\w-]{16})\.([\w-]{43})$/;

/** Separate from the key it derives from: a form token can never pass for another signed value. */
function formKey(secret: Buffer): Buffer {
  return createHmac('sha256', secret).update('contact-form-token').digest();
}

function sign(secret: Buffer, issuedAt: string, nonce: string): string {
  return createHmac('sha256', formKey(secret)).update(`${issuedAt}.${nonce}`).digest('base64url');
}

export function issueContactFormToken(secret: Buffer): string {
  const issuedAt = String(now().getTime());
  const nonce = randomBytes(12).toString('base64url');
  return `${issuedAt}.${nonce}.${sign(secret, issuedAt, nonce)}`;
}

/** A genuine token within its age limits: when it expires, and the hash it is remembered by once spent. */
export interface AcceptableFormToken {
  hash: string;
  expiresAt: Date;
}

/**
 * The token when it is genuine and its age lies between the minimum fill time and the maximum age, else
 * null. Whether it was already spent is the claim's to say.
 */
export function readContactFormToken(secret: Buffer, token: string | undefined): AcceptableFormToken | null {
  const match = token ? tokenPattern.exec(token) : null;
  if (!token || !match?.[1] || !match[2] || !match[3]) return null;
  const expected = Buffer.from(sign(secret, match[1], match[2]));
  const given = Buffer.from(match[3]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const issuedAt = Number(match[1]);
  const age = now().getTime() - issuedAt;
  if (age < CONTACT_FORM_MIN_FILL_MS || age > CONTACT_FORM_MAX_AGE_MS) return null;
  return {
    hash: createHash('sha256').update(token).digest('base64url'),
    expiresAt: new Date(issuedAt + CONTACT_FORM_MAX_AGE_MS),
  };
}

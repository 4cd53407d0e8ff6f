import { createHmac, timingSafeEqual } from 'node:crypto';
import { HOUR_MS, now } from '../../platform/runtime/clock.ts';

/*
 * The link of an e-mail change: base64url JSON {u: user id, o: current address, n: new address,
 * r: when the change was requested (ms), x: expiry ms} plus an HMAC-SHA256 of that text under a server
 * secret. The request itself is stored on the user (`pending_email`, `pending_email_requested_at`); the
 * link is honoured only while it names exactly that request, so a newer request, a cancel or the applied
 * change each kill every older link without a token table.
 * The secret is the app's signing key (platform/config/signing-secret.ts).
 */

export const EMAIL_CHANGE_LINK_LIFETIME_MS = 24 * HOUR_MS;
/** How long after the change is confirmed the old address can still undo it. */
export const EMAIL_CHANGE_UNDO_MS = 7 * 24 * HOUR_MS;

/**
 * 'confirm': the link sent to the new address. 'cancel': the link sent to the old address, which undoes
 * the change while it is pending and for EMAIL_CHANGE_UNDO_MS after it is confirmed (so at most the
 * confirmation window plus that). The purpose is signed: one link can never act as the other.
 */
export type EmailChangeLinkPurpose = 'confirm' | 'cancel';

const lifetimeOf = (purpose: EmailChangeLinkPurpose) =>
  purpose === 'confirm'
    ? EMAIL_CHANGE_LINK_LIFETIME_MS
    : EMAIL_CHANGE_LINK_LIFETIME_MS + EMAIL_CHANGE_UNDO_MS;
const MAX_TOKEN_LENGTH = 1200;

interface Payload {
  u: number;
  o: string;
  n: string;
  r: number;
  x: number;
  /** Present on cancel links only (confirm links predate it). */
  p?: 'cancel';
}

export type EmailChangeTokenState =
  | { status: 'valid'; userId: number; oldEmail: string; newEmail: string; requestedAt: number }
  | { status: 'expired' }
  | { status: 'invalid' };

const sign = (secret: Buffer, body: string) => createHmac('sha256', secret).update(body).digest();

export function createEmailChangeToken(
  secret: Buffer,
  input: { userId: number; oldEmail: string; newEmail: string; requestedAt: Date },
  purpose: EmailChangeLinkPurpose = 'confirm',
): string {
  const payload: Payload = {
    u: input.userId,
    o: input.oldEmail,
    n: input.newEmail,
    r: input.requestedAt.getTime(),
    x: input.requestedAt.getTime() + lifetimeOf(purpose),
    ...(purpose === 'cancel' ? { p: 'cancel' as const } : {}),
  };
  const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${body}.${sign(secret, body).toString('base64url')}`;
}

function isPayload(value: unknown): value is Payload {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isInteger(v.u) &&
    typeof v.o === 'string' &&
    typeof v.n === 'string' &&
    Number.isInteger(v.r) &&
    typeof v.x === 'number'
  );
}

/** Checks signature and expiry (the caller still checks the signed request against the user's pending one). */
export function readEmailChangeToken(
  secret: Buffer,
  token: string | undefined,
  purpose: EmailChangeLinkPurpose = 'confirm',
): EmailChangeTokenState {
  if (!token || token.length > MAX_TOKEN_LENGTH) return { status: 'invalid' };
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return { status: 'invalid' };
  const expected = sign(secret, body);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { status: 'invalid' };
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { status: 'invalid' };
  }
  if (!isPayload(payload) || (payload.p ?? 'confirm') !== purpose) return { status: 'invalid' };
  if (payload.x <= now().getTime()) return { status: 'expired' };
  return {
    status: 'valid',
    userId: payload.u,
    oldEmail: payload.o,
    newEmail: payload.n,
    requestedAt: payload.r,
  };
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The one-click unsubscribe link of an alert (docs/product/searcher-accounts.md): `<search id>.<HMAC>`, so
 * it works without signing in and cannot be forged for another search. The key is the app's shared secret
 * (features/auth/email-change-token.ts), separated by a purpose prefix so a token of one kind never passes as
 * another.
 */

const PURPOSE = 'saved-search-unsubscribe:';

function signatureOf(secret: Buffer, searchId: number): string {
  return createHmac('sha256', secret).update(`${PURPOSE}${searchId}`).digest('base64url');
}

export function createUnsubscribeToken(secret: Buffer, searchId: number): string {
  return `${searchId}.${signatureOf(secret, searchId)}`;
}

/** The search id the token was signed for, or null when it is malformed or tampered with. */
export function readUnsubscribeToken(secret: Buffer, token: string): number | null {
  const match = /^(\d{1,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const searchId = Number(match[1]);
  const expected = Buffer.from(signatureOf(secret, searchId));
  const given = Buffer.from(match[2] ?? '');
  return expected.length === given.length && timingSafeEqual(expected, given) ? searchId : null;
}

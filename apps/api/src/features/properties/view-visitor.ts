import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * Who a property view belongs to, for "once per visitor per property per day". In order:
 *
 * 1. the signed-in user;
 * 2. the first-party `vid` cookie (random, httpOnly, one year, signed by the server), once it is at least a
 *    day old; a cookie without a valid signature is no cookie at all, so a script minting `vid` values
 *    (one per request, dated yesterday) is counted by its address like any cookieless client, once a day;
 * 3. otherwise a keyed hash of IP + user agent with a salt that changes every day, so the stored value can
 *    neither be reversed to an address (IPv4 is small enough to brute-force an unsalted hash) nor linked
 *    from one day to the next.
 *
 * A browser's first request has no cookie: it is counted by its address hash and given a cookie stamped
 * with the day. Later that same day the cookie still defers to the address hash, so a reload on the first
 * day does not count twice; from the next day on the cookie alone identifies it, which survives a change of
 * network. Clients that keep no cookies (scripts, some crawlers) are counted by address every day.
 */

export const VISITOR_COOKIE = 'vid';
export const VISITOR_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** 16 random bytes in base64url, the day it was issued (YYYYMMDD, Lima), and the server's signature of both. */
const COOKIE_PATTERN = /^([A-Za-z0-9_-]{22})\.(\d{8})\.([A-Za-z0-9_-]{22})$/;

/** Crawlers render the page too (and call the API): their visits are not interest in the property. */
const BOT_PATTERN = /bot\b|bot\/|crawler|spider|slurp|facebookexternalhit|embedly|preview/i;

export function isLikelyBot(userAgent: string): boolean {
  return BOT_PATTERN.test(userAgent);
}

export interface VisitorRequest {
  userId: number | null;
  cookie: string | undefined;
  ip: string;
  userAgent: string;
  /** limaDay(now). */
  day: string;
}

export interface Visitor {
  /** The `visitor_hash` stored with the view. */
  key: string;
  /** A `vid` cookie to set on the answer, when the browser has none. */
  newCookie: string | null;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Identifies visitors. `secret` is shared by every API process (SIGNING_SECRET or the key kept in
 * DATA_DIR/secrets), so a cookie issued by one is valid on all and a cookieless client gets the same
 * address hash on each; two keys are derived from it, one signing cookies and one keying the daily salts,
 * and nothing stored can recompute either.
 */
export function createVisitorIdentifier(secret: Buffer = randomBytes(32)) {
  const derive = (label: string) => createHmac('sha256', secret).update(label).digest();
  const cookieKey = derive('visitor-cookie');
  const saltKey = derive('visitor-day-salt');
  let salt: { day: string; value: Buffer } | null = null;
  const daySalt = (day: string) => {
    if (salt?.day !== day) salt = { day, value: createHmac('sha256', saltKey).update(day).digest() };
    return salt.value;
  };
  const signature = (body: string) => createHmac('sha256', cookieKey).update(body).digest().subarray(0, 16);

  /** The cookie's random part and day when the server signed it; null for anything else. */
  const readCookie = (value: string | undefined): { id: string; day: string } | null => {
    const match = value ? COOKIE_PATTERN.exec(value) : null;
    if (!match?.[1] || !match[2] || !match[3]) return null;
    const given = Buffer.from(match[3], 'base64url');
    const expected = signature(`${match[1]}.${match[2]}`);
    return given.length === expected.length && timingSafeEqual(given, expected)
      ? { id: match[1], day: match[2] }
      : null;
  };

  return function identifyVisitor(request: VisitorRequest): Visitor {
    if (request.userId !== null) return { key: `u:${request.userId}`, newCookie: null };
    const cookie = readCookie(request.cookie);
    const today = request.day.replaceAll('-', '');
    if (cookie && cookie.day !== today) return { key: `c:${sha256(cookie.id)}`, newCookie: null };
    const address = createHmac('sha256', daySalt(request.day))
      .update(`${request.ip}\n${request.userAgent}`)
      .digest('hex');
    const body = `${randomBytes(16).toString('base64url')}.${today}`;
    return {
      key: `a:${address}`,
      newCookie: cookie ? null : `${body}.${signature(body).toString('base64url')}`,
    };
  };
}

export type IdentifyVisitor = ReturnType<typeof createVisitorIdentifier>;

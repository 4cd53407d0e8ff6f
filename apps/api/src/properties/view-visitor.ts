import { createHash, createHmac, randomBytes } from 'node:crypto';

/*
 * Who a property view belongs to, for "once per visitor per property per day" (issue 5). In order:
 *
 * 1. the signed-in user;
 * 2. the first-party `vid` cookie (random, httpOnly, one year), once it is at least a day old;
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

/** 16 random bytes in base64url, a dot, and the day it was issued (YYYYMMDD, Lima). */
const COOKIE_PATTERN = /^([A-Za-z0-9_-]{22})\.(\d{8})$/;

/** Crawlers render the page too (and call the API): their visits are not interest in the property. */
const BOT_PATTERN = /bot\b|bot\/|crawler|spider|slurp|facebookexternalhit|embedly|preview/i;

const limaDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Lima',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Peru's calendar day of an instant, 'YYYY-MM-DD' (the `viewed_on` column), whatever the server's zone. */
export function limaDay(at: Date): string {
  return limaDayFormat.format(at);
}

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
 * Identifies visitors. The secret keys the daily salts and lives in this process only, so nothing stored
 * can recompute them. Behind a load balancer each process has its own, so a cookieless client reaching
 * two processes on one day counts twice; a secret shared through configuration would close that.
 */
export function createVisitorIdentifier(secret: Buffer = randomBytes(32)) {
  let salt: { day: string; value: Buffer } | null = null;
  const daySalt = (day: string) => {
    if (salt?.day !== day) salt = { day, value: createHmac('sha256', secret).update(day).digest() };
    return salt.value;
  };

  return function identifyVisitor(request: VisitorRequest): Visitor {
    if (request.userId !== null) return { key: `u:${request.userId}`, newCookie: null };
    const cookie = request.cookie ? COOKIE_PATTERN.exec(request.cookie) : null;
    const today = request.day.replaceAll('-', '');
    if (cookie?.[1] && cookie[2] !== today) return { key: `c:${sha256(cookie[1])}`, newCookie: null };
    const address = createHmac('sha256', daySalt(request.day))
      .update(`${request.ip}\n${request.userAgent}`)
      .digest('hex');
    return {
      key: `a:${address}`,
      newCookie: cookie ? null : `${randomBytes(16).toString('base64url')}.${today}`,
    };
  };
}

export type IdentifyVisitor = ReturnType<typeof createVisitorIdentifier>;

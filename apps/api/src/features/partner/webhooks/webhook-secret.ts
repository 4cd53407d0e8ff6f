import { createHmac, randomBytes } from 'node:crypto';

/*
 * A webhook's signing secret (docs/product/partner-api.md, "Webhooks"). The server must compute each
 * delivery's HMAC, so it cannot keep only a hash as it does for API keys; instead of storing the secret
 * (even encrypted), it stores a random salt and derives the secret from the app's signing key
 * (SIGNING_SECRET), the company and that salt. A copy of the database then holds nothing that signs, there is
 * no second key to manage, and rotating is a new salt. Changing SIGNING_SECRET changes every webhook's
 * secret: the companies must then rotate theirs (docs say so).
 */

const SECRET_PREFIX = 'whsec_';

export function newWebhookSalt(): string {
  return randomBytes(16).toString('base64url');
}

export function webhookSecret(signingKey: Buffer, companyId: number, salt: string): string {
  const derived = createHmac('sha256', signingKey).update(`webhook-secret:${companyId}:${salt}`).digest();
  return SECRET_PREFIX + derived.toString('base64url');
}

/** `v1=` and the hex HMAC-SHA256 of `{timestamp}.{body}` under the secret, as the receiver recomputes it. */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

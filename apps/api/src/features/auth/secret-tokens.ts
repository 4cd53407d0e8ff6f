import { createHash, randomBytes } from 'node:crypto';

/**
 * Bearer and e-mail tokens: 32 random bytes (256 bits) as base64url. Only their SHA-256 is stored, so a
 * copy of the database cannot be replayed; a fast hash is enough because the input is fully random
 * (nothing to guess, unlike a password).
 */
export function generateSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

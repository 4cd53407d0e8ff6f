import { generateSecretToken, hashSecretToken } from '../../auth/public.ts';

/*
 * A partner key: a recognisable prefix (so a key pasted into a log or a repository can be spotted, and so it
 * is never mistaken for a session token) and the sessions' 256 random bits. Stored as the sessions' hash.
 */

export const API_KEY_PREFIX = 'inmo_pk_';
/** Characters of the key shown in the list: the prefix and the first few random ones. */
const SHOWN_LENGTH = API_KEY_PREFIX.length + 6;

export interface NewApiKeySecret {
  secret: string;
  prefix: string;
  hash: string;
}

export function generateApiKeySecret(): NewApiKeySecret {
  const secret = API_KEY_PREFIX + generateSecretToken();
  return { secret, prefix: secret.slice(0, SHOWN_LENGTH), hash: hashSecretToken(secret) };
}

/** The hash a presented key is looked up by; null for anything that cannot be one of ours. */
export function apiKeyHashOf(presented: string): string | null {
  if (!presented.startsWith(API_KEY_PREFIX) || presented.length > 100) return null;
  return hashSecretToken(presented);
}

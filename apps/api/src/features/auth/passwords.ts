import { type Algorithm, hash, parseOptions, verify } from '@node-rs/argon2';

/**
 * `Algorithm.Argon2id` of @node-rs/argon2. The package declares its enum as an ambient `const enum`, which
 * TypeScript's isolated modules cannot read, so its value is written here (argon2d 0, argon2i 1, argon2id 2).
 */
const ARGON2ID = 2 as Algorithm;

/**
 * OWASP's minimum recommended argon2id settings (19 MiB, 2 passes, 1 lane): ~50 ms per hash on a small
 * server, slow enough to make offline guessing expensive, fast enough for logins.
 */
export const PRODUCTION_HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * `PASSWORD_HASH_FAST=true` (tests only): the API and browser tests register, log in and seed many users,
 * and at full cost those hashes dominate the run time. The algorithm and hash format stay the same, so a
 * hash made fast still verifies normally (argon2 reads the parameters from the hash itself). Never set it in
 * production: it makes stolen hashes cheap to crack.
 */
export const FAST_HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 1024,
  timeCost: 1,
  parallelism: 1,
} as const;

export type PasswordHashOptions = typeof PRODUCTION_HASH_OPTIONS | typeof FAST_HASH_OPTIONS;

/** Read at every call (not at import) so a test can switch it with vi.stubEnv. */
export function passwordHashOptions(env: NodeJS.ProcessEnv = process.env): PasswordHashOptions {
  return env.PASSWORD_HASH_FAST === 'true' ? FAST_HASH_OPTIONS : PRODUCTION_HASH_OPTIONS;
}

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, passwordHashOptions());
}

/**
 * False for a wrong password and also for a malformed or foreign hash: a login never turns into a 500.
 * Stored hashes are standard PHC strings (`$argon2id$v=19$m=...,t=...,p=...$salt$hash`), so the ones made by
 * the former native `argon2` package verify unchanged.
 */
export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  if (!stored.startsWith('$argon2')) return false;
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}

/** True when a stored hash was made with weaker settings than today's (e.g. the fast test settings). */
export function passwordNeedsRehash(stored: string): boolean {
  try {
    const used = parseOptions(stored);
    const wanted = passwordHashOptions();
    return (
      used.algorithm !== wanted.algorithm ||
      used.memoryCost < wanted.memoryCost ||
      used.timeCost < wanted.timeCost ||
      used.parallelism !== wanted.parallelism
    );
  } catch {
    return true;
  }
}

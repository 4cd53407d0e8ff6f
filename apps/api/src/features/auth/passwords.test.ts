import { afterEach, describe, expect, it, vi } from 'vitest';
import { passwordNeedsRehash, verifyPassword } from './passwords.ts';

/*
 * Hashes made by the native `argon2` package (0.45) that the API used before `@node-rs/argon2`, with the
 * production and the fast test settings. Accounts registered then must still sign in.
 */
const LEGACY_PRODUCTION_HASH =
  '$argon2id$v=19$m=19456,p=1,t=2$uPtju8D0RbpAYimRRWENjg$evDaN3lmmtCr2D/cqolgRmRjcVAGvYIRwRy3Z7eK+dY';
const LEGACY_FAST_HASH =
  '$argon2id$v=19$m=1024,p=1,t=1$+BIiCU9Olx3i5FjMe5nCTg$9ckdaYDAkB7C1Mkpg6W2PXXa5LNbMFo5wKeczoo6UTs';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('hashes made by the former argon2 package', () => {
  it('verify with their own password and refuse another', async () => {
    expect(await verifyPassword(LEGACY_PRODUCTION_HASH, 'InmoPeru2026!')).toBe(true);
    expect(await verifyPassword(LEGACY_FAST_HASH, 'contraseña-Ñandú 2019')).toBe(true);
    expect(await verifyPassword(LEGACY_PRODUCTION_HASH, 'InmoPeru2026?')).toBe(false);
  });

  it('keep a production-strength hash as it is and upgrade a weaker one', () => {
    vi.stubEnv('PASSWORD_HASH_FAST', 'false');
    expect(passwordNeedsRehash(LEGACY_PRODUCTION_HASH)).toBe(false);
    expect(passwordNeedsRehash(LEGACY_FAST_HASH)).toBe(true);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FAST_HASH_OPTIONS,
  PRODUCTION_HASH_OPTIONS,
  hashPassword,
  passwordHashOptions,
  passwordNeedsRehash,
  verifyPassword,
} from '../features/auth/passwords.ts';
import { DEMO_PASSWORD, demoAccounts } from './accounts.ts';
import { DEMO_COMPANIES } from './companies-data.ts';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('demo accounts', () => {
  it('has an admin, a manager for every company and agents for the first two', () => {
    expect(demoAccounts.filter((a) => a.role === 'admin').map((a) => a.email)).toEqual(['admin@inmoperu.pe']);
    for (const [i, company] of DEMO_COMPANIES.entries()) {
      const staff = demoAccounts.filter((a) => a.companySlug === company.slug && a.role !== 'admin');
      expect(staff.map((a) => a.role).sort()).toEqual(i < 2 ? ['agent', 'company_admin'] : ['company_admin']);
      expect(staff.find((a) => a.role === 'company_admin')?.email).toBe(`gerente@${company.domain}.pe`);
    }
  });

  it('uses unique lower-case e-mails and the shared demo password', () => {
    const emails = demoAccounts.map((a) => a.email);
    expect(new Set(emails).size).toBe(emails.length);
    for (const account of demoAccounts) {
      expect(account.email).toBe(account.email.toLowerCase());
      expect(account.password).toBe(DEMO_PASSWORD);
      expect(account.phone).toMatch(/^\+51 9\d{2} \d{3} \d{3}$/);
      expect(account.firstName.length).toBeGreaterThan(1);
    }
    // The product's own rule for new passwords: at least 8 characters.
    expect(DEMO_PASSWORD.length).toBeGreaterThanOrEqual(8);
  });
});

describe('passwords', () => {
  it('hashes with argon2id and verifies', async () => {
    const hash = await hashPassword('una clave larga');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, 'una clave larga')).toBe(true);
    expect(await verifyPassword(hash, 'otra clave')).toBe(false);
  });

  it('answers false, never throws, for malformed hashes', async () => {
    for (const bad of ['', 'plain', '$argon2id$broken', '$2b$10$abcdefghijklmnopqrstuv', '!sin-acceso']) {
      expect(await verifyPassword(bad, 'x')).toBe(false);
    }
  });

  it('uses OWASP settings unless PASSWORD_HASH_FAST=true, and flags fast hashes for rehash', async () => {
    vi.stubEnv('PASSWORD_HASH_FAST', 'false');
    expect(passwordHashOptions()).toBe(PRODUCTION_HASH_OPTIONS);
    expect(PRODUCTION_HASH_OPTIONS).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    vi.stubEnv('PASSWORD_HASH_FAST', 'true');
    expect(passwordHashOptions()).toBe(FAST_HASH_OPTIONS);
    const fast = await hashPassword('clave rápida');
    expect(fast).toMatch(/\$m=1024,(p=1,t=1|t=1,p=1)\$/);
    vi.stubEnv('PASSWORD_HASH_FAST', 'false');
    // A fast hash still verifies, and is recognised as weaker than today's settings.
    expect(await verifyPassword(fast, 'clave rápida')).toBe(true);
    expect(passwordNeedsRehash(fast)).toBe(true);
    expect(passwordNeedsRehash('garbage')).toBe(true);
  });
});

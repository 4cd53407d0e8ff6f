import { randomUUID } from 'node:crypto';
import { createSession } from '../../src/features/auth/sessions.ts';
import type { Database } from '../../src/platform/db/client.ts';
import { companies, type Company, type NewUser, type User } from '../../src/platform/db/schema/index.ts';
import { hashPassword } from '../../src/features/auth/passwords.ts';
import { insertUser } from '../../src/features/auth/users-repository.ts';

export const DEFAULT_TEST_PASSWORD = 'Clave-de-prueba-2026';

export interface CreateUserOverrides extends Partial<NewUser> {
  /** Plain password to hash (default DEFAULT_TEST_PASSWORD). */
  password?: string;
  /** Name of the company created for a company_admin/agent without companyId. */
  companyName?: string;
}

export interface CreatedUser {
  user: User;
  password: string;
  company: Company | null;
}

/**
 * A confirmed user (pass `emailConfirmedAt: null` for an unconfirmed one). Role defaults to
 * company_admin; company_admin and agent get a new company unless `companyId` is given; admin and user
 * (a searcher) get none.
 */
export async function createUser(db: Database, overrides: CreateUserOverrides = {}): Promise<CreatedUser> {
  const { password = DEFAULT_TEST_PASSWORD, companyName, ...values } = overrides;
  const unique = randomUUID().slice(0, 8);
  const role = values.role ?? 'company_admin';
  let company: Company | null = null;
  if (values.companyId === undefined && role !== 'admin' && role !== 'user') {
    const name = companyName ?? `Inmobiliaria ${unique}`;
    [company = null] = await db
      .insert(companies)
      .values({ name, slug: `inmobiliaria-${unique}` })
      .returning();
  }
  const user = await insertUser(db, {
    email: `usuario-${unique}@example.pe`,
    firstName: 'Lucía',
    lastName: 'Quispe',
    phone: '+51 987 654 321',
    emailConfirmedAt: new Date(),
    ...values,
    role,
    companyId: values.companyId ?? company?.id ?? null,
    passwordHash: values.passwordHash ?? (await hashPassword(password)),
  });
  return { user, password, company };
}

/** A user with an open session: `token` goes in `Authorization: Bearer` (TestClient `{ token }`). */
export async function createSignedInUser(
  db: Database,
  overrides: CreateUserOverrides = {},
): Promise<CreatedUser & { token: string }> {
  const created = await createUser(db, overrides);
  return { ...created, token: await createSession(db, created.user.id) };
}

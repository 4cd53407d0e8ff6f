import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { now } from '../../platform/runtime/clock.ts';
import { companies, users, type NewUser, type User } from '../../platform/db/schema/index.ts';
import { noPendingEmail } from './pending-email.ts';

/** The part of a company embedded in the public user. */
export interface UserCompanySummary {
  id: number;
  slug: string;
  name: string;
}

/** Addresses are stored lowercased (the table checks it); every lookup goes through this. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return user;
}

export async function findUserById(db: DbOrTx, id: number): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function insertUser(db: DbOrTx, values: NewUser): Promise<User> {
  const [user] = await db
    .insert(users)
    .values({ ...values, email: normalizeEmail(values.email) })
    .returning();
  if (!user) throw new Error('insertUser: no row returned');
  return user;
}

/** The same password under a new hash (stronger settings): nothing else about the account changes. */
export async function updatePasswordHash(db: DbOrTx, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/**
 * Sets a new password (a change or a reset) and drops any pending e-mail change with it: whoever asked for
 * that change knew the old password, and its link must not hand the account to their address once the owner
 * has taken it back.
 */
export async function setNewPassword(db: DbOrTx, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, ...noPendingEmail })
    .where(eq(users.id, userId));
}

/**
 * Takes an account out of use (an admin's or its company's decision; the caller ends its sessions in the
 * same transaction). A pending e-mail change goes too: its link would otherwise move the account to another
 * address while nobody can sign in to see it, ready for a reset once it is reactivated.
 */
export async function deactivateUser(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ deactivatedAt: now(), ...noPendingEmail })
    .where(eq(users.id, userId));
}

/** The team list's "último acceso". */
export async function recordSignIn(db: DbOrTx, userId: number): Promise<void> {
  await db.update(users).set({ lastSignInAt: now() }).where(eq(users.id, userId));
}

/** Sets the confirmation time once; false when the user was already confirmed (or does not exist). */
export async function markEmailConfirmed(db: DbOrTx, userId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ emailConfirmedAt: at })
    .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function findCompanySummary(
  db: DbOrTx,
  companyId: number | null,
): Promise<UserCompanySummary | null> {
  if (companyId === null) return null;
  const [company] = await db
    .select({ id: companies.id, slug: companies.slug, name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return company ?? null;
}

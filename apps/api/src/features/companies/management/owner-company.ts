import { eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { companies, type User } from '../../../platform/db/schema/index.ts';

/*
 * The company of one owner publishing their own home (docs/decisions.md "Owners"): created with their
 * first listing, never shown as a company. Its name is what the detail's "Dueño directo" card shows (the
 * owner's first name); its phone is the one the owner chose to show, or null.
 */

const OWNER_NAME_FALLBACK = 'Propietario';

/** The owner's first name only: the card never carries a surname or an e-mail. */
export const ownerDisplayName = (user: Pick<User, 'firstName'>) =>
  user.firstName?.trim().split(/\s+/)[0] || OWNER_NAME_FALLBACK;

/**
 * The owner's company, locked for the rest of the transaction (the active-listing limit is counted under
 * this lock, so two simultaneous publications cannot both pass it); created on first use. The slug is
 * random: an owner company has no public page, and its name must not leak through an address.
 */
export async function lockOwnerCompany(
  tx: DbOrTx,
  user: Pick<User, 'id' | 'firstName'>,
): Promise<{ id: number; phone: string | null }> {
  await tx
    .insert(companies)
    .values({
      kind: 'owner',
      ownerUserId: user.id,
      name: ownerDisplayName(user),
      slug: `dueno-${randomBytes(6).toString('hex')}`,
    })
    .onConflictDoNothing({ target: companies.ownerUserId });
  const [company] = await tx
    .select({ id: companies.id, phone: companies.phone })
    .from(companies)
    .where(eq(companies.ownerUserId, user.id))
    .for('update');
  if (!company) throw new Error('lockOwnerCompany: no owner company');
  return company;
}

/** The owner company of this user, when they ever published; undefined otherwise. */
export async function findOwnerCompany(db: DbOrTx, userId: number) {
  const [company] = await db
    .select({ id: companies.id, phone: companies.phone })
    .from(companies)
    .where(eq(companies.ownerUserId, userId));
  return company;
}

/** Show the account's phone on the listings (WhatsApp and call), or hide it; the name follows the profile. */
export async function saveOwnerCard(
  db: DbOrTx,
  user: Pick<User, 'id' | 'firstName' | 'phone'>,
  showPhone: boolean,
): Promise<void> {
  await lockOwnerCompany(db, user);
  await db
    .update(companies)
    .set({
      name: ownerDisplayName(user),
      phone: showPhone ? user.phone?.trim() || null : null,
      updatedAt: sql`now()`,
    })
    .where(eq(companies.ownerUserId, user.id));
}

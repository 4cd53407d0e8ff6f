import type { DbOrTx } from '../platform/db/client.ts';
import { users, type NewUser } from '../platform/db/schema/index.ts';
import type { DemoAccount } from './accounts.ts';
import { DISABLED_PASSWORD_HASH, type Shopper } from './shoppers.ts';

const DAY = 86_400_000;

export interface InsertedUsers {
  /** Demo accounts by e-mail. */
  accounts: Map<string, { id: number; companyId: number | null; role: DemoAccount['role'] }>;
  shoppers: (Shopper & { id: number })[];
}

/**
 * Demo accounts (with their precomputed hashes) and the invented shoppers, e-mails already confirmed so
 * nobody has to go through the outbox to try the app.
 */
export async function insertUsers(
  db: DbOrTx,
  accounts: readonly DemoAccount[],
  hashes: readonly string[],
  shoppers: readonly Shopper[],
  companyIds: ReadonlyMap<string, number>,
  now: number,
): Promise<InsertedUsers> {
  const since = (days: number) => new Date(now - days * DAY);
  const accountRows: NewUser[] = accounts.map((account, i) => {
    const passwordHash = hashes[i];
    if (!passwordHash) throw new Error(`insertUsers: no hash for ${account.email}`);
    const createdAt = since(390 - i * 10);
    return {
      email: account.email.toLowerCase(),
      passwordHash,
      firstName: account.firstName,
      lastName: account.lastName,
      phone: account.phone,
      role: account.role,
      companyId: account.companySlug ? (companyIds.get(account.companySlug) ?? null) : null,
      emailConfirmedAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    };
  });
  const shopperRows: NewUser[] = shoppers.map((shopper, i) => {
    const createdAt = since(200 - i * 5);
    return {
      email: shopper.email,
      passwordHash: DISABLED_PASSWORD_HASH,
      firstName: shopper.firstName,
      lastName: shopper.lastName,
      phone: shopper.phone,
      // Plain portal users: no company, so the 'agent' role grants nothing beyond favourites and contact.
      role: 'agent',
      companyId: null,
      emailConfirmedAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    };
  });
  const inserted = await db
    .insert(users)
    .values([...accountRows, ...shopperRows])
    .returning({ id: users.id, email: users.email, companyId: users.companyId, role: users.role });
  const byEmail = new Map(inserted.map((row) => [row.email, row]));
  const result: InsertedUsers = { accounts: new Map(), shoppers: [] };
  for (const account of accounts) {
    const row = byEmail.get(account.email.toLowerCase());
    if (row) result.accounts.set(account.email, { id: row.id, companyId: row.companyId, role: row.role });
  }
  for (const shopper of shoppers) {
    const row = byEmail.get(shopper.email);
    if (row) result.shoppers.push({ ...shopper, id: row.id });
  }
  return result;
}

import { accountMessages } from '@inmuebles/shared/users/account-deletion-schema';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { revokeAllSessions, hashPassword, verifyPassword } from '../auth/public.ts';
import type { Database } from '../../platform/db/client.ts';
import {
  companies,
  contactRequests,
  emailTokens,
  favorites,
  properties,
  savedSearches,
  users,
  type User,
} from '../../platform/db/schema/index.ts';
import { now } from '../../platform/runtime/clock.ts';
import { forbidden, unprocessable } from '../../platform/http/errors.ts';

/**
 * "Eliminar mi cuenta" (docs/product/searcher-accounts.md), for searchers only: after the password, in one
 * transaction, favourites (and their counts) and saved searches are deleted, the enquiries stay with the
 * companies under the name 'Usuario eliminado' without the sender's e-mail and phone (Peru's personal data
 * law, Ley 29733: the request removes the person's data from those copies too), and the row keeps no
 * personal data (a placeholder address that can never receive mail, no names, phone or avatar, an unusable
 * password), every session ended.
 */
export async function deleteSearcherAccount(db: Database, user: User, password: string): Promise<void> {
  if (user.role !== 'user') throw forbidden(accountMessages.companyAccount);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw unprocessable([`password: ${accountMessages.wrongPassword}`]);
  }
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(favorites)
      .where(eq(favorites.userId, user.id))
      .returning({ propertyId: favorites.propertyId });
    const ids = removed.map((row) => row.propertyId);
    if (ids.length > 0) {
      await tx
        .update(properties)
        .set({
          favoriteCount: sql`greatest(${properties.favoriteCount} - 1, 0)`,
          updatedAt: sql`${properties.updatedAt}`,
        })
        .where(inArray(properties.id, ids));
    }
    await tx.delete(savedSearches).where(eq(savedSearches.userId, user.id));
    // An owner's listings (docs/product/owners.md) leave the catalogue; their enquiries stay as they are.
    await tx
      .update(properties)
      .set({ status: 'archived', updatedAt: sql`now()` })
      .where(and(eq(properties.ownerUserId, user.id), ne(properties.status, 'archived')));
    // The owner card's name and phone are the person's data too.
    await tx
      .update(companies)
      .set({ name: 'Propietario', phone: null, updatedAt: sql`now()` })
      .where(eq(companies.ownerUserId, user.id));
    // The companies keep the message, the property and the date; who wrote it and how to reach them go.
    await tx
      .update(contactRequests)
      .set({ name: accountMessages.deletedName, email: null, phone: null, userId: null })
      .where(eq(contactRequests.userId, user.id));
    await tx.delete(emailTokens).where(eq(emailTokens.userId, user.id));
    await tx
      .update(users)
      .set({
        email: `eliminado-${user.id}@cuenta-eliminada.invalid`,
        passwordHash: unusable,
        firstName: null,
        lastName: null,
        phone: null,
        avatarKey: null,
        pendingEmail: null,
        pendingEmailRequestedAt: null,
        deactivatedAt: now(),
      })
      .where(eq(users.id, user.id));
    await revokeAllSessions(tx, user.id);
  });
}

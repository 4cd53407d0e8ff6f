import { parseDatabaseId } from '@inmuebles/shared/ids/database-id';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { listings, properties } from '../../../platform/db/schema/index.ts';
import { canManageProperty } from '../management/authorization.ts';
import type { Manager } from '../management/find-managed-property.ts';

/**
 * The offer a path segment names with what its writes need of the property, when this user may manage the
 * property; undefined when it is missing or another company's (the caller answers the same 404). Locked
 * for the rest of the transaction when `lock` is set.
 */
export async function findManagedListing(db: DbOrTx, idText: string, user: Manager, lock = false) {
  const id = parseDatabaseId(idText);
  if (id === null) return undefined;
  const query = db
    .select({
      listing: listings,
      property: {
        id: properties.id,
        companyId: properties.companyId,
        ownerUserId: properties.ownerUserId,
        propertyType: properties.propertyType,
        ubigeoDistrict: properties.ubigeoDistrict,
      },
    })
    .from(listings)
    .innerJoin(properties, eq(properties.id, listings.propertyId))
    .where(eq(listings.id, id));
  const [found] = lock ? await query.for('update', { of: listings }) : await query;
  return found && canManageProperty(user, found.property) ? found : undefined;
}

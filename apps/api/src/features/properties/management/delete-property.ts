import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client.ts';
import { properties } from '../../../platform/db/schema/index.ts';
import { propertyPrefix } from '../../../platform/media/keys.ts';
import type { FileStorage } from '../../../platform/storage/storage.ts';
import { recordPropertyEvent } from './activity.ts';
import { findManagedProperty, type Manager } from './find-managed-property.ts';

export interface DeleteDeps {
  db: Database;
  storage: Pick<FileStorage, 'deletePrefix'>;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * `DELETE /properties/{slug or id}`: removes the property and, by cascade, its details, offers, photo rows,
 * favourites, views and contact requests; the activity feed keeps a `property_deleted` line. Then its files:
 * only after the commit, so a rolled-back delete never loses photos. A storage failure leaves orphan files
 * (logged for cleanup), not a failed answer: the property is gone either way. False when this user may not
 * manage it, or it was deleted meanwhile (the caller answers 404).
 */
export async function deleteManagedProperty(
  deps: DeleteDeps,
  user: Manager,
  idOrSlug: string,
): Promise<boolean> {
  const found = await findManagedProperty(deps.db, idOrSlug, user);
  if (!found) return false;
  const deleted = await deps.db.transaction(async (tx) => {
    // The event names the property by title and slug only: its row (and so its id) is gone.
    const [row] = await tx
      .delete(properties)
      .where(eq(properties.id, found.id))
      .returning({ companyId: properties.companyId, title: properties.title, slug: properties.slug });
    if (!row) return false;
    await recordPropertyEvent(tx, {
      kind: 'property_deleted',
      companyId: row.companyId,
      userId: user.id,
      propertyId: null,
      title: row.title,
      slug: row.slug,
    });
    return true;
  });
  if (!deleted) return false;
  try {
    await deps.storage.deletePrefix(propertyPrefix(found.id));
  } catch (err) {
    deps.log.error({ err, propertyId: found.id }, 'property deleted but its files could not be removed');
  }
  return true;
}

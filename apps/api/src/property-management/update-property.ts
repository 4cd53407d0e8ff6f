import type { PropertyUpdateFields } from '@inmuebles/shared/properties/management-schema';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { properties } from '../db/schema/index.ts';
import { recordPropertyEvent } from './activity.ts';
import { findManagedProperty, type Manager } from './find-managed-property.ts';
import { statusChangeColumns, statusEventKind } from './status-change.ts';

/**
 * `PATCH /properties/{slug or id}` with a partial body. Today only the status (publish, archive, back to
 * draft); the editor adds its fields here, inside the same transaction. The row is locked while it is read
 * and written, so two simultaneous publications stamp `published_at` and record the event once. Returns the
 * property's id, or undefined when this user may not manage it (the caller answers 404).
 */
export async function updateManagedProperty(
  db: Database,
  user: Manager,
  idOrSlug: string,
  changes: PropertyUpdateFields,
): Promise<number | undefined> {
  const found = await findManagedProperty(db, idOrSlug, user);
  if (!found) return undefined;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        status: properties.status,
        publishedAt: properties.publishedAt,
        companyId: properties.companyId,
        title: properties.title,
        slug: properties.slug,
      })
      .from(properties)
      .where(eq(properties.id, found.id))
      .for('update');
    if (!current) return undefined;
    const columns = statusChangeColumns(current, changes.status);
    if (Object.keys(columns).length === 0) return found.id;
    await tx.update(properties).set(columns).where(eq(properties.id, found.id));
    const kind = statusEventKind(current.status, changes.status);
    if (kind) {
      await recordPropertyEvent(tx, {
        kind,
        companyId: current.companyId,
        userId: user.id,
        propertyId: found.id,
        title: current.title,
        slug: current.slug,
        extra: { previous_status: current.status, status: changes.status },
      });
    }
    return found.id;
  });
}

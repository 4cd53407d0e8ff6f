import type { DbOrTx } from '../../../platform/db/client.ts';
import type { User } from '../../../platform/db/schema/index.ts';
import { findViewableProperty } from '../find-viewable-property.ts';
import { canManageProperty } from './authorization.ts';

/** Longer than any slug the app creates: such a path names nothing, and is not worth a query. */
const MAX_ID_OR_SLUG_LENGTH = 200;

export type Manager = Pick<User, 'id' | 'role' | 'companyId'>;

/**
 * The property a path segment (id or slug) names, when this user may manage it; undefined when it is missing
 * or belongs to someone else, which the caller answers with the same 404. Anyone who may manage a property
 * may also see it, so the public lookup (same id-or-slug rules as the detail page) resolves it.
 */
export async function findManagedProperty(db: DbOrTx, idOrSlug: string, user: Manager) {
  if (idOrSlug.length > MAX_ID_OR_SLUG_LENGTH) return undefined;
  const property = await findViewableProperty(db, idOrSlug, user);
  return property && canManageProperty(user, property) ? property : undefined;
}

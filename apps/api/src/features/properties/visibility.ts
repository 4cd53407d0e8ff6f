import { sql, type SQL } from 'drizzle-orm';
import {
  isReachableByLink,
  properties,
  reachableByLink,
  type Property,
  type User,
} from '../../platform/db/schema/index.ts';

/*
 * Who may see a property (docs/decisions.md, "visibility" and "Roles"): a published property is listed when
 * public and reachable by its link when unlisted; drafts, archived and private properties only by members of
 * the owning company, and by admins. Anyone else gets a 404, never a hint that the property exists.
 */

type Viewer = Pick<User, 'id' | 'role' | 'companyId'> | null;

/**
 * An admin, a member of the company that owns the property, or the searcher publishing it as its owner:
 * sees it whatever its state.
 */
export function isInsider(viewer: Viewer, property: Pick<Property, 'companyId' | 'ownerUserId'>): boolean {
  if (!viewer) return false;
  return (
    viewer.role === 'admin' ||
    (viewer.role !== 'user' && viewer.companyId !== null && viewer.companyId === property.companyId) ||
    (property.ownerUserId !== null && viewer.id === property.ownerUserId)
  );
}

/** The property may be shown to this user (or guest); find-viewable-property.ts adds the unlisted rule. */
export function canViewProperty(
  viewer: Viewer,
  property: Pick<
    Property,
    'status' | 'visibility' | 'companyId' | 'ownerUserId' | 'hiddenAt' | 'companySuspended'
  >,
): boolean {
  // Hidden by an admin or of a suspended company (trust-and-admin.md): only insiders, like a draft.
  return isReachableByLink(property) || isInsider(viewer, property);
}

/** canViewProperty as a WHERE condition, for lists of properties picked by the user (favourites). */
export function viewableBy(viewer: Viewer): SQL {
  if (viewer?.role === 'admin') return sql`true`;
  if (viewer?.companyId && viewer.role !== 'user')
    return sql`(${reachableByLink} or ${properties.companyId} = ${viewer.companyId})`;
  if (viewer) return sql`(${reachableByLink} or ${properties.ownerUserId} = ${viewer.id})`;
  return reachableByLink;
}

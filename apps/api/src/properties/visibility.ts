import { sql, type SQL } from 'drizzle-orm';
import { properties, type Property, type User } from '../db/schema/index.ts';
import { isReachableByLink, publiclyListedOf, reachableByLinkOf } from './publicly-listed.ts';

/*
 * Who may see a property (docs/decisions.md, "visibility" and "Roles"): a published property is listed when
 * public and reachable by its link when unlisted; drafts, archived and private properties only by members of
 * the owning company, and by admins. Anyone else gets a 404, never a hint that the property exists.
 */

/** Listed in the public catalogue, for queries over `properties` (publicly-listed.ts says what it means). */
export const publiclyListed: SQL = sql`(${publiclyListedOf(properties)})`;

/** Reachable by its link by anyone (publicly listed, or unlisted and otherwise the same). */
export const reachableByLink: SQL = sql`(${reachableByLinkOf(properties)})`;

type Viewer = Pick<User, 'role' | 'companyId'> | null;

/** An admin, or a member of the company that owns the property: sees it whatever its state. */
export function isInsider(viewer: Viewer, property: Pick<Property, 'companyId'>): boolean {
  if (!viewer) return false;
  return (
    viewer.role === 'admin' ||
    (viewer.role !== 'user' && viewer.companyId !== null && viewer.companyId === property.companyId)
  );
}

/** The property may be shown to this user (or guest); find-viewable-property.ts adds the unlisted rule. */
export function canViewProperty(
  viewer: Viewer,
  property: Pick<Property, 'status' | 'visibility' | 'companyId' | 'hiddenAt' | 'companySuspended'>,
): boolean {
  // Hidden by an admin or of a suspended company (trust-and-admin.md): only insiders, like a draft.
  return isReachableByLink(property) || isInsider(viewer, property);
}

/** canViewProperty as a WHERE condition, for lists of properties picked by the user (favourites). */
export function viewableBy(viewer: Viewer): SQL {
  if (viewer?.role === 'admin') return sql`true`;
  if (viewer?.companyId && viewer.role !== 'user')
    return sql`(${reachableByLink} or ${properties.companyId} = ${viewer.companyId})`;
  return reachableByLink;
}

import { parseDatabaseId } from '@inmuebles/shared/ids/database-id';
import { eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { preparedStatement } from '../../platform/db/prepared-statement.ts';
import { properties, type User } from '../../platform/db/schema/index.ts';
import { canViewProperty, isInsider } from './visibility.ts';

const viewableColumns = {
  id: properties.id,
  status: properties.status,
  visibility: properties.visibility,
  companyId: properties.companyId,
  ownerUserId: properties.ownerUserId,
  slug: properties.slug,
  title: properties.title,
  hiddenAt: properties.hiddenAt,
  companySuspended: properties.companySuspended,
};

// Prepared once per connection (platform/db/prepared-statement.ts): the detail's first read, on every view.
const bySlug = preparedStatement('viewable_by_slug', (db) =>
  db
    .select(viewableColumns)
    .from(properties)
    .where(eq(properties.slug, sql.placeholder('slug')))
    .limit(1),
);

const byIdOrSlug = preparedStatement('viewable_by_id_or_slug', (db) =>
  db
    .select(viewableColumns)
    .from(properties)
    .where(or(eq(properties.id, sql.placeholder('id')), eq(properties.slug, sql.placeholder('slug'))))
    // An all-digit slug equal to another property's id: the id wins, as the spec's calls use ids.
    .orderBy(sql`${properties.id} = ${sql.placeholder('id')} desc`)
    .limit(1),
);

/**
 * The property a path segment names, when this user may see it; undefined otherwise (the caller answers
 * 404 either way, so a private property is indistinguishable from a missing one). The segment is the id or
 * the slug: the spec's calls use ids, the public pages slugs. An unlisted property is "whoever has the
 * link": outsiders reach it by its slug only, or walking the ids 1, 2, 3... would list every one of them.
 */
export async function findViewableProperty(
  db: DbOrTx,
  idOrSlug: string,
  viewer: Pick<User, 'id' | 'role' | 'companyId'> | null,
) {
  const id = parseDatabaseId(idOrSlug);
  const [property] = await (id === null
    ? bySlug(db).execute({ slug: idOrSlug })
    : byIdOrSlug(db).execute({ id, slug: idOrSlug }));
  if (!property || !canViewProperty(viewer, property)) return undefined;
  const byLinkOnly = property.visibility === 'unlisted' && property.slug !== idOrSlug;
  return byLinkOnly && !isInsider(viewer, property) ? undefined : property;
}

import { randomBytes } from 'node:crypto';
import { eq, like, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { properties } from '../../../platform/db/schema/index.ts';
import { slugBase } from '../../../platform/runtime/slug.ts';

/*
 * A property's slug is made once, from the title at creation, and never changes: shared links and the
 * public page's address (/propiedad/{slug}) must keep working after the title is edited.
 */

/** Free suffixes tried (-2, -3, ...) before a random one: a title repeated this often is a template. */
const MAX_NUMBERED = 50;

/**
 * "Casa en San Isidro, 3 dormitorios!" → "casa-en-san-isidro-3-dormitorios". A title with no letters or
 * digits gives "propiedad"; an all-digit one is prefixed, because a path of digits names a property by id
 * (find-viewable-property.ts), never by slug.
 */
export const propertySlugBase = (title: string): string => slugBase(title, 'propiedad');

/** Five random base-36 characters: the suffix once the numbered ones run out. */
const randomSuffix = () => Array.from(randomBytes(5), (byte) => (byte % 36).toString(36)).join('');

/**
 * The base itself when no property uses it, else the first free of base-2, base-3, ... (then a random
 * suffix). Two creations racing for the same slug are settled by the unique index: the caller retries.
 */
export async function uniquePropertySlug(db: DbOrTx, base: string): Promise<string> {
  const rows = await db
    .select({ slug: properties.slug })
    .from(properties)
    .where(or(eq(properties.slug, base), like(properties.slug, `${base}-%`)));
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let suffix = 2; suffix <= MAX_NUMBERED; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
  return `${base}-${randomSuffix()}`;
}

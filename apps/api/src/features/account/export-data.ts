import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  contactRequests,
  favorites,
  properties,
  savedSearches,
  type User,
} from '../../platform/db/schema/index.ts';

/**
 * "Descargar mis datos" (docs/product/searcher-accounts.md): what the platform keeps about the person, as
 * JSON: the account, favourites, saved searches and the enquiries they sent (their own words only).
 */
export async function exportPersonalData(db: DbOrTx, user: User) {
  const [favs, searches, enquiries] = await Promise.all([
    db
      .select({
        property_id: properties.id,
        title: properties.title,
        slug: properties.slug,
        added_at: favorites.createdAt,
      })
      .from(favorites)
      .innerJoin(properties, eq(properties.id, favorites.propertyId))
      .where(eq(favorites.userId, user.id))
      .orderBy(desc(favorites.createdAt)),
    db.select().from(savedSearches).where(eq(savedSearches.userId, user.id)),
    db
      .select({
        property_id: contactRequests.propertyId,
        property_title: properties.title,
        name: contactRequests.name,
        email: contactRequests.email,
        phone: contactRequests.phone,
        message: contactRequests.message,
        sent_at: contactRequests.createdAt,
      })
      .from(contactRequests)
      .innerJoin(properties, eq(properties.id, contactRequests.propertyId))
      .where(eq(contactRequests.userId, user.id))
      .orderBy(desc(contactRequests.createdAt)),
  ]);
  return {
    exported_at: new Date().toISOString(),
    account: {
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      phone: user.phone,
      role: user.role,
      created_at: user.createdAt.toISOString(),
      email_confirmed_at: user.emailConfirmedAt?.toISOString() ?? null,
      notification_preferences: user.notificationPreferences,
    },
    favorites: favs.map((f) => ({ ...f, added_at: f.added_at.toISOString() })),
    saved_searches: searches.map((s) => ({
      name: s.name,
      filters: s.filters,
      frequency: s.frequency,
      paused: s.paused,
      created_at: s.createdAt.toISOString(),
    })),
    contact_requests: enquiries.map((e) => ({ ...e, sent_at: e.sent_at.toISOString() })),
  };
}

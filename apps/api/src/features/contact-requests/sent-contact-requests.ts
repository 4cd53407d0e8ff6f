import type { PageQuery } from '@inmuebles/shared/properties/list-query';
import type { SentContactRequestList } from '@inmuebles/shared/contact-requests/sent-requests-schema';
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { contactRequests, properties, reachableByLink } from '../../platform/db/schema/index.ts';

/**
 * "Mis consultas": what this person sent while signed in (matched by user id, set at send time), newest
 * first. Only their own message and the property's public face: nothing of the company's handling but
 * whether it was read.
 */
export async function listSentContactRequests(
  db: DbOrTx,
  userId: number,
  query: PageQuery,
): Promise<SentContactRequestList> {
  const mine = eq(contactRequests.userId, userId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: contactRequests.id,
        message: contactRequests.message,
        createdAt: contactRequests.createdAt,
        readAt: contactRequests.readAt,
        propertyId: properties.id,
        slug: properties.slug,
        title: properties.title,
        // What its link opens for anyone: unlisted properties too, hidden or suspended ones not.
        available: sql<boolean>`${reachableByLink}`,
      })
      .from(contactRequests)
      .innerJoin(properties, eq(properties.id, contactRequests.propertyId))
      .where(mine)
      .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(contactRequests)
      .where(mine),
  ]);
  const total = counted?.count ?? 0;
  return {
    contact_requests: rows.map((row) => ({
      id: row.id,
      message: row.message,
      created_at: row.createdAt.toISOString(),
      read: row.readAt !== null,
      property: { id: row.propertyId, slug: row.slug, title: row.title, available: row.available },
    })),
    pagination: {
      current_page: query.page,
      total_pages: Math.ceil(total / query.per_page),
      total_count: total,
      per_page: query.per_page,
    },
  };
}

import { PartnerLimits } from '@inmuebles/shared/partner/partner-limits';
import { and, asc, eq, gt, gte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { contactRequests, properties } from '../../../platform/db/schema/index.ts';
import { decodeIdCursor, pageOf } from './id-cursor.ts';

/**
 * `GET /leads`: the company's contact requests in the order they arrived, with the property's reference
 * code, for a CRM to pull (from `since`, a page at a time by cursor).
 */
export async function listPartnerLeads(
  db: DbOrTx,
  companyId: number,
  query: { since?: string | undefined; cursor?: string | undefined },
) {
  const conditions: SQL[] = [
    eq(contactRequests.companyId, companyId),
    gt(contactRequests.id, decodeIdCursor(query.cursor)),
  ];
  if (query.since) conditions.push(gte(contactRequests.createdAt, new Date(query.since)));
  const rows = await db
    .select({
      id: contactRequests.id,
      reference: properties.referenceCode,
      propertyId: contactRequests.propertyId,
      propertyTitle: properties.title,
      name: contactRequests.name,
      email: contactRequests.email,
      phone: contactRequests.phone,
      message: contactRequests.message,
      createdAt: contactRequests.createdAt,
    })
    .from(contactRequests)
    .leftJoin(properties, eq(properties.id, contactRequests.propertyId))
    .where(and(...conditions))
    .orderBy(asc(contactRequests.id))
    .limit(PartnerLimits.pageSize + 1);
  const { page, nextCursor } = pageOf(rows, PartnerLimits.pageSize);
  return {
    leads: page.map((row) => ({
      id: row.id,
      reference: row.reference,
      property_id: row.propertyId,
      property_title: row.propertyTitle,
      name: row.name,
      email: row.email,
      phone: row.phone,
      message: row.message,
      created_at: row.createdAt.toISOString(),
    })),
    next_cursor: nextCursor,
  };
}

import { PartnerLimits } from '@inmuebles/shared/partner/partner-limits';
import type { PartnerListingState } from '@inmuebles/shared/partner/partner-listing-schema';
import { and, asc, eq, gt, gte, isNotNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { properties } from '../../../platform/db/schema/index.ts';
import { stateCondition } from './listing-state.ts';

const columns = {
  id: properties.id,
  companyId: properties.companyId,
  referenceCode: properties.referenceCode,
  slug: properties.slug,
  title: properties.title,
  status: properties.status,
  visibility: properties.visibility,
  hiddenAt: properties.hiddenAt,
  hiddenReason: properties.hiddenReason,
  companySuspended: properties.companySuspended,
  viewCount: properties.viewCount,
  favoriteCount: properties.favoriteCount,
  contactCount: properties.contactCount,
  createdAt: properties.createdAt,
  updatedAt: properties.updatedAt,
  publishedAt: properties.publishedAt,
  importFingerprint: properties.importFingerprint,
};

/** The company's property with this reference code; another company's code is simply not found. */
export async function findByReference(db: DbOrTx, companyId: number, reference: string) {
  const [row] = await db
    .select(columns)
    .from(properties)
    .where(and(eq(properties.companyId, companyId), eq(properties.referenceCode, reference)));
  return row;
}

export interface ListingsPage {
  companyId: number;
  afterId: number;
  updatedSince?: Date | undefined;
  state?: PartnerListingState | undefined;
}

/** One page (and one row more, to know whether another follows) of the company's coded properties. */
export async function listByReference(db: DbOrTx, query: ListingsPage) {
  const conditions: SQL[] = [
    eq(properties.companyId, query.companyId),
    isNotNull(properties.referenceCode),
    gt(properties.id, query.afterId),
  ];
  if (query.updatedSince) conditions.push(gte(properties.updatedAt, query.updatedSince));
  if (query.state) conditions.push(stateCondition(query.state));
  return db
    .select(columns)
    .from(properties)
    .where(and(...conditions))
    .orderBy(asc(properties.id))
    .limit(PartnerLimits.pageSize + 1);
}

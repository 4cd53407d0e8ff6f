import type { LandingTarget } from '@inmuebles/shared/landing/landing-path';
import { propertyListQuerySchema } from '@inmuebles/shared/properties/list-query';
import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { buildListFilters, listPublicProperties } from '../properties/public.ts';
import { MAX_NEIGHBOURS } from './landing-links.ts';
import { loadLandingStats, loadPlacesWithResults, type LandingStats } from './landing-stats.ts';

export const LANDING_PER_PAGE = 20;

export interface LandingPageData {
  target: LandingTarget;
  page: number;
  totalPages: number;
  stats: LandingStats;
  properties: PropertySummary[];
  /** Ids of the sibling places (districts of the province, provinces of the department) with results. */
  neighboursWithResults: string[];
}

/**
 * The landing page's query in the public search's own terms, so both read the same filters
 * (list-filters.ts): one implementation, whatever asks.
 */
function landingQuery(target: LandingTarget, page: number) {
  return propertyListQuerySchema.parse({
    operation: target.operation,
    // Projects have their own landing pages (docs/product/projects.md §2.3): a sale landing lists properties.
    listing_kind: target.operation === 'sale' ? 'resale' : undefined,
    property_detail_type: target.detailType,
    region: target.department?.id,
    province: target.province?.id,
    district: target.district?.id,
    page,
    per_page: LANDING_PER_PAGE,
    sort: 'smart_ranking',
  });
}

/** The data of one landing page as an anonymous visitor (crawlers are anonymous). */
export async function loadLandingPage(
  db: DbOrTx,
  storage: Pick<FileStorage, 'publicUrl'>,
  target: LandingTarget,
  page: number,
): Promise<LandingPageData> {
  const query = landingQuery(target, page);
  const parent = target.province
    ? { ...target, district: undefined }
    : target.department
      ? { ...target, province: undefined }
      : null;
  const [list, stats, neighboursWithResults] = await Promise.all([
    listPublicProperties(db, storage, query, null),
    loadLandingStats(db, buildListFilters(query)),
    parent
      ? loadPlacesWithResults(
          db,
          buildListFilters(landingQuery(parent, 1)),
          target.province ? 'district' : 'province',
          MAX_NEIGHBOURS + 1,
        )
      : Promise.resolve([]),
  ]);
  return {
    target,
    page,
    totalPages: list.pagination.total_pages,
    stats,
    properties: list.properties.flatMap((item) => (item.kind === 'property' ? [item] : [])),
    neighboursWithResults,
  };
}

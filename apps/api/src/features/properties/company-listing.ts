import type { CompanyPropertiesQuery } from '@inmuebles/shared/companies/company-queries';
import type { PropertyListResponse, PropertySummary } from '@inmuebles/shared/properties/property-schema';
import { findPublicCompanyOr404 } from '../companies/public.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { paginationOf } from './capped-total.ts';
import { loadCardData } from './card-data.ts';
import { findCompanyPropertyPage } from './company-properties-repository.ts';
import { presentPropertySummary } from './summary-presenter.ts';

/*
 * A company page's grid: published public properties only, for guests and members alike (the page is the
 * company's showcase; the dashboard is where members see drafts and private properties).
 */

/** GET /companies/{slug or id}/properties: the company page's grid, filtered and sorted on the server. */
export async function listCompanyProperties(
  db: DbOrTx,
  storage: Pick<FileStorage, 'publicUrl'>,
  idOrSlug: string,
  query: CompanyPropertiesQuery,
  viewerId: number | null,
): Promise<PropertyListResponse> {
  const company = await findPublicCompanyOr404(db, idOrSlug);
  const { rows, totalCount } = await findCompanyPropertyPage(db, company.id, query);
  const data = await loadCardData(db, rows, viewerId);
  return {
    properties: rows
      .map((row) => presentPropertySummary(row, data, storage))
      .filter((card): card is PropertySummary => card !== null),
    pagination: paginationOf({ page: query.page, perPage: query.per_page }, totalCount),
  };
}

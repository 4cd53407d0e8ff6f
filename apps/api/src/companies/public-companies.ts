import type { CompanyListQuery, CompanyPropertiesQuery } from '@inmuebles/shared/companies/company-queries';
import type { CompanyListResponse, PublicCompany } from '@inmuebles/shared/companies/company-schema';
import type {
  Pagination,
  PropertyListResponse,
  PropertySummary,
} from '@inmuebles/shared/properties/property-schema';
import type { DbOrTx } from '../db/client.ts';
import { notFound } from '../lib/errors.ts';
import { loadCardData } from '../properties/card-data.ts';
import { presentPropertySummary } from '../properties/summary-presenter.ts';
import type { FileStorage } from '../storage/storage.ts';
import { findCompanyPropertyPage } from './company-properties-repository.ts';
import { countPublicProperties, findCompanyByIdOrSlug, findCompanyPage } from './companies-repository.ts';
import { presentCompany } from './present-company.ts';

/*
 * The public company calls: the directory, one company, and its properties. Guests and signed-in users
 * alike see published public properties only: the page is the company's public showcase, and the
 * dashboard is where members see their drafts and private properties.
 */

type Storage = Pick<FileStorage, 'publicUrl'>;

/** Longer than any slug the app creates (80) or any id: such an address names nothing (the page-meta path has no length limit of its own). */
const MAX_ID_OR_SLUG_LENGTH = 120;

const COMPANY_NOT_FOUND = 'Empresa no encontrada';

function paginationOf(page: number, perPage: number, totalCount: number): Pagination {
  return {
    current_page: page,
    total_pages: Math.ceil(totalCount / perPage),
    total_count: totalCount,
    per_page: perPage,
  };
}

async function findCompanyOr404(db: DbOrTx, idOrSlug: string) {
  const company = idOrSlug.length <= MAX_ID_OR_SLUG_LENGTH ? await findCompanyByIdOrSlug(db, idOrSlug) : null;
  if (!company) throw notFound(COMPANY_NOT_FOUND);
  return company;
}

/** GET /companies: a page of companies, optionally searched by name. */
export async function listCompanies(
  db: DbOrTx,
  storage: Storage,
  query: CompanyListQuery,
): Promise<CompanyListResponse> {
  const { rows, totalCount } = await findCompanyPage(db, {
    page: query.page,
    perPage: query.per_page,
    search: query.search,
  });
  return {
    companies: rows.map((row) => presentCompany(row.company, row.propertiesCount, storage)),
    pagination: paginationOf(query.page, query.per_page, totalCount),
  };
}

/** GET /companies/{slug or id}: 404 'Empresa no encontrada' when none matches. */
export async function getPublicCompany(
  db: DbOrTx,
  storage: Storage,
  idOrSlug: string,
): Promise<PublicCompany> {
  const company = await findCompanyOr404(db, idOrSlug);
  return presentCompany(company, await countPublicProperties(db, company.id), storage);
}

/** GET /companies/{slug or id}/properties: the company page's grid, filtered and sorted on the server. */
export async function listCompanyProperties(
  db: DbOrTx,
  storage: Storage,
  idOrSlug: string,
  query: CompanyPropertiesQuery,
  viewerId: number | null,
): Promise<PropertyListResponse> {
  const company = await findCompanyOr404(db, idOrSlug);
  const { rows, totalCount } = await findCompanyPropertyPage(db, company.id, query);
  const data = await loadCardData(db, rows, viewerId);
  return {
    properties: rows
      .map((row) => presentPropertySummary(row, data, storage))
      .filter((card): card is PropertySummary => card !== null),
    pagination: paginationOf(query.page, query.per_page, totalCount),
  };
}

import type { CompanyListQuery } from '@inmuebles/shared/companies/company-queries';
import type { CompanyListResponse, PublicCompany } from '@inmuebles/shared/companies/company-schema';
import type { Pagination } from '@inmuebles/shared/properties/property-schema';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { User } from '../../platform/db/schema/index.ts';
import { canEditCompany } from './management/authorization.ts';
import { findPublicCompanyOr404 } from './management/find-company.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { countPublicProperties, findCompanyPage } from './companies-repository.ts';
import { presentCompany } from './present-company.ts';

/*
 * The public company calls: the directory and one company (its properties: features/properties/company-listing.ts). Guests and signed-in users
 * alike see published public properties only: the page is the company's public showcase, and the
 * dashboard is where members see their drafts and private properties.
 */

type Storage = Pick<FileStorage, 'publicUrl'>;

/** The spec's pagination block of a page of `perPage` rows out of `totalCount`. */
export function paginationOf(page: number, perPage: number, totalCount: number): Pagination {
  return {
    current_page: page,
    total_pages: Math.ceil(totalCount / perPage),
    total_count: totalCount,
    per_page: perPage,
  };
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

/**
 * GET /companies/{slug or id}: 404 'Empresa no encontrada' when none matches. The dashboard's company form
 * reads this too: for a `viewer` who may edit the company it carries what awaits an admin's check.
 */
export async function getPublicCompany(
  db: DbOrTx,
  storage: Storage,
  idOrSlug: string,
  viewer: User | null = null,
): Promise<PublicCompany> {
  const company = await findPublicCompanyOr404(db, idOrSlug);
  return presentCompany(company, await countPublicProperties(db, company.id), storage, {
    forEditor: canEditCompany(viewer, company),
  });
}

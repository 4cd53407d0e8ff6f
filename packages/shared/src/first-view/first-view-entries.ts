import type { CompanyDetailResponse, CompanyListResponse } from '../companies/company-schema.ts';
import type { ExchangeRateResponse } from '../exchange-rates/exchange-rate-schema.ts';
import { PageSizes } from '../properties/limits.ts';
import type { PropertyDetailResponse } from '../properties/property-detail-schema.ts';
import type { PropertyListResponse } from '../properties/property-schema.ts';
import type { PublicListingResponse } from '../properties/public-listing-schema.ts';
import type { ProjectListResponse, ProjectResponse } from '../projects/project-schema.ts';
import type { Department } from '../ubigeo/types.ts';

/*
 * The first view (docs/performance.md "The first view"): the API answers the server puts inside a page's
 * HTML, each under the query of the app it answers, so the page renders without that round trip. The server
 * (apps/api first-view.ts) writes them and the app (apps/web lib/first-view.ts) takes them; both agree here
 * on the kinds, the answer each carries and the queries of an address without parameters.
 */

/** Each kind of entry and the API answer it carries. */
export interface FirstViewAnswers {
  /** GET /properties */
  listing: PublicListingResponse;
  /** GET /properties/{slug} */
  property: PropertyDetailResponse;
  /** GET /companies/{slug} */
  company: CompanyDetailResponse;
  /** GET /companies (the directory, `/empresa`) */
  companies: CompanyListResponse;
  /** GET /companies/{slug}/properties */
  'company-properties': PropertyListResponse;
  /** GET /exchange_rate */
  'exchange-rate': ExchangeRateResponse;
  /** GET /projects (the project search, `/proyectos`) */
  projects: ProjectListResponse;
  /** GET /projects/{slug} */
  project: ProjectResponse;
  /** GET /locations/departments */
  departments: { departments: Pick<Department, 'id' | 'name'>[] };
}

export type FirstViewKind = keyof FirstViewAnswers;

/** The listing's query for `/` and `/propiedades` without parameters, as the app sends it. */
export const defaultListingQuery = {
  page: 1,
  per_page: PageSizes.publicListing,
  sort: 'smart_ranking',
} as const;

/** A company page's query for `/empresa/{slug}` without parameters, as the app sends it. */
export const defaultCompanyQuery = { page: 1, per_page: PageSizes.companyPage, sort: 'newest' } as const;

/**
 * The directory's query for `/empresa` without a search: every company on one page (a portal lists tens of
 * agencies, not thousands).
 */
export const defaultDirectoryQuery = { per_page: 100 } as const;

/** The project search's query for `/proyectos` without parameters, as the app sends it (12 cards a page). */
export const defaultProjectSearchQuery = { page: 1, per_page: 12 } as const;

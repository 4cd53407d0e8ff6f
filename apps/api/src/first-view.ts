import {
  companyListQuerySchema,
  companyPropertiesQuerySchema,
} from '@inmuebles/shared/companies/company-queries';
import {
  companyDetailResponseSchema,
  companyListResponseSchema,
} from '@inmuebles/shared/companies/company-schema';
import { exchangeRateResponseSchema } from '@inmuebles/shared/exchange-rates/exchange-rate-schema';
import {
  defaultCompanyQuery,
  defaultDirectoryQuery,
  defaultListingQuery,
  defaultProjectSearchQuery,
} from '@inmuebles/shared/first-view/first-view-entries';
import { projectListResponseSchema, projectResponseSchema } from '@inmuebles/shared/projects/project-schema';
import {
  findPublicProject,
  loadPublicProject,
  projectPage,
  projectSearchCondition,
} from './features/projects/public.ts';
import { propertyListQuerySchema } from '@inmuebles/shared/properties/list-query';
import {
  CARD_MAX_VARIANT_WIDTH,
  LISTING_CARD_SIZES,
  variantSrcset,
} from '@inmuebles/shared/properties/photo-srcset';
import {
  propertyListResponseSchema,
  type PropertyListResponse,
} from '@inmuebles/shared/properties/property-schema';
import { publicListingResponseSchema } from '@inmuebles/shared/properties/public-listing-schema';
import { listDepartments } from '@inmuebles/shared/ubigeo/catalogue';
import { getPublicCompany, listCompanies } from './features/companies/public-companies.ts';
import { listCompanyProperties } from './features/properties/company-listing.ts';
import { findRateInForce } from './features/exchange-rates/exchange-rate-repository.ts';
import { presentExchangeRate } from './features/exchange-rates/present-exchange-rate.ts';
import type { AppInstance } from './platform/runtime/app-instance.ts';
import { serializeAnswer } from './platform/http/serialized-answer.ts';
import { saleListingSource } from './features/projects/public.ts';
import { listPublicProperties } from './features/properties/list-service.ts';
import { guestPropertyDetail } from './features/properties/routes/guest-detail.ts';
import type { FirstView, FirstViewEntry } from './platform/web/first-view-script.ts';

/*
 * The first view's data inside the HTML (docs/performance.md "The first view"): the answers a guest's app
 * would ask the API for as soon as it starts, so it renders the page without waiting for that round trip.
 * Each entry is the API's JSON answer, exactly as GET would send it, taken from the guest answer cache
 * (platform/http/guest-answer-cache.ts): a guest's HTML request costs no query the JSON request would not have cost.
 * The app uses an entry only for a guest and only for the query it names (apps/web lib/first-view.ts).
 */

/** A guest's listing page, shared with GET /properties through the same cache key as its route. */
function guestListing(app: AppInstance, raw: Record<string, string>): Promise<string> {
  const query = propertyListQuerySchema.parse(raw);
  return app.guestAnswers.get(`listado ${JSON.stringify(query)}`, async () =>
    serializeAnswer(
      publicListingResponseSchema,
      await listPublicProperties(app.readDb, app.storage, query, null, saleListingSource),
    ),
  );
}

/**
 * The rate in force: every card and price shows its "≈" amount from it. Without it the app would draw the
 * page, then draw every card again when the rate arrives: on a slow phone, one long task.
 */
async function exchangeRateEntry(app: AppInstance): Promise<FirstViewEntry[]> {
  const json = await app.guestAnswers.get('tipo de cambio', async () => {
    const row = await findRateInForce(app.readDb);
    return row
      ? serializeAnswer(exchangeRateResponseSchema, { exchange_rate: presentExchangeRate(row) })
      : null;
  });
  return json ? [{ kind: 'exchange-rate', params: {}, json }] : [];
}

/** The listing's Departamento filter: the INEI catalogue, as GET /locations/departments answers it. */
const departmentsJson = JSON.stringify({
  departments: listDepartments().map(({ id, name }) => ({ id, name })),
});

/** A company's page: the company and the first page of its properties, for a few seconds shared by guests. */
async function companyEntries(app: AppInstance, slug: string): Promise<FirstView> {
  const company = await app.guestAnswers.get(`empresa ${slug}`, async () =>
    serializeAnswer(companyDetailResponseSchema, {
      company: await getPublicCompany(app.readDb, app.storage, slug),
    }),
  );
  const query = companyPropertiesQuerySchema.parse(stringValues(defaultCompanyQuery));
  const properties = await app.guestAnswers.get(`empresa ${slug} ${JSON.stringify(query)}`, async () =>
    serializeAnswer(
      propertyListResponseSchema,
      await listCompanyProperties(app.readDb, app.storage, slug, query, null),
    ),
  );
  const cover = JSON.parse(company) as { company: { cover_url: string | null; banner_url: string | null } };
  const coverUrl = cover.company.cover_url ?? cover.company.banner_url;
  return {
    entries: [
      { kind: 'company', params: { slug }, json: company },
      { kind: 'company-properties', params: { slug, ...defaultCompanyQuery }, json: properties },
    ],
    // The templates' hero draws the cover first (apps/web company-cover.tsx), as one file without renditions.
    preloadImage: coverUrl ? { href: coverUrl } : undefined,
  };
}

/** The company directory (`/empresa`): every company, as GET /companies answers the app's query. */
async function directoryEntries(app: AppInstance): Promise<FirstView> {
  const query = companyListQuerySchema.parse(stringValues(defaultDirectoryQuery));
  const json = await app.guestAnswers.get(`empresas ${JSON.stringify(query)}`, async () =>
    serializeAnswer(companyListResponseSchema, await listCompanies(app.readDb, app.storage, query)),
  );
  return {
    entries: [
      { kind: 'companies', params: defaultDirectoryQuery, json },
      // Its Departamento filter, so that the select is filled on the first paint.
      { kind: 'departments', params: {}, json: departmentsJson },
    ],
  };
}

/** A query's values as they arrive in an address, for the route's schema to parse. */
const stringValues = (query: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));

/** The first card's photo as the listing draws it (apps/web card-media.tsx): same srcset, same sizes. */
function firstCardPreload(json: string): FirstView['preloadImage'] {
  // The cache hands out the same string for a few seconds: parse it once, not on every request.
  if (json === lastPreload.json) return lastPreload.value;
  const value = readFirstCardPreload(json);
  lastPreload = { json, value };
  return value;
}

let lastPreload: { json: string; value: FirstView['preloadImage'] } = { json: '', value: undefined };

function readFirstCardPreload(json: string): FirstView['preloadImage'] {
  const answer = JSON.parse(json) as PropertyListResponse;
  const photo = answer.properties[0]?.main_photo;
  const variants = (photo?.variants ?? []).filter((v) => v.width <= CARD_MAX_VARIANT_WIDTH);
  const narrowest = variants.reduce<(typeof variants)[number] | undefined>(
    (a, b) => (a === undefined || b.width < a.width ? b : a),
    undefined,
  );
  if (!narrowest) return undefined;
  return {
    href: narrowest.avif_url,
    srcset: variantSrcset(variants, 'avif'),
    sizes: LISTING_CARD_SIZES,
    type: 'image/avif',
  };
}

/** `/proyectos`: the first page of the project search, as GET /projects answers a guest. */
async function projectSearchEntries(app: AppInstance): Promise<FirstView> {
  const where = projectSearchCondition({});
  const json = await app.guestAnswers.get(
    `proyectos ${JSON.stringify(defaultProjectSearchQuery)}`,
    async () =>
      serializeAnswer(
        projectListResponseSchema,
        where
          ? await projectPage(app.readDb, app.storage, where, defaultProjectSearchQuery)
          : {
              projects: [],
              pagination: {
                current_page: 1,
                per_page: defaultProjectSearchQuery.per_page,
                total_pages: 0,
                total_count: 0,
              },
            },
      ),
  );
  return {
    entries: [
      { kind: 'projects', params: defaultProjectSearchQuery, json },
      { kind: 'departments', params: {}, json: departmentsJson },
    ],
  };
}

/** `/proyecto/{slug}`: the published project, as GET /projects/{slug} answers a guest; none for any other. */
async function projectEntries(app: AppInstance, slug: string): Promise<FirstView | null> {
  const json = await app.guestAnswers.get(`proyecto ${slug}`, async () => {
    const row = await findPublicProject(app.readDb, slug);
    return row
      ? serializeAnswer(projectResponseSchema, {
          project: await loadPublicProject(app.readDb, app.storage, row),
        })
      : null;
  });
  return json ? { entries: [{ kind: 'project', params: { slug }, json }] } : null;
}

/**
 * The first view of `pathname`, or null when the page has none (or its address has parameters the server
 * does not read: the app then asks the API as usual).
 */
export async function resolveFirstView(
  app: AppInstance,
  pathname: string,
  search: string,
): Promise<FirstView | null> {
  const view = await pageEntries(app, pathname, search);
  if (!view) return null;
  return { ...view, entries: [...view.entries, ...(await exchangeRateEntry(app))] };
}

async function pageEntries(app: AppInstance, pathname: string, search: string): Promise<FirstView | null> {
  if ((pathname === '/' || pathname === '/propiedades') && search === '') {
    const json = await guestListing(app, stringValues(defaultListingQuery));
    return {
      entries: [
        { kind: 'listing', params: defaultListingQuery, json },
        { kind: 'departments', params: {}, json: departmentsJson },
      ],
      preloadImage: firstCardPreload(json),
    };
  }
  const property = /^\/propiedad\/([^/]+)\/?$/.exec(pathname);
  if (property?.[1]) {
    const slug = decodeURIComponent(property[1]);
    const detail = await guestPropertyDetail(app, slug);
    return detail ? { entries: [{ kind: 'property', params: { slug }, json: detail.json }] } : null;
  }
  if (/^\/empresa\/?$/.test(pathname) && search === '') return directoryEntries(app);
  if (/^\/proyectos\/?$/.test(pathname) && search === '') return projectSearchEntries(app);
  const project = /^\/proyecto\/([^/]+)\/?$/.exec(pathname);
  if (project?.[1]) return projectEntries(app, decodeURIComponent(project[1]));
  const company = /^\/empresa\/([^/]+)\/?$/.exec(pathname);
  if (company?.[1] && search === '') return companyEntries(app, decodeURIComponent(company[1]));
  return null;
}

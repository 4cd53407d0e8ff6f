import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './use-test-app.ts';
import { createCompany } from './factories/companies.ts';
import { buildProperty } from './factories/properties.ts';
import { createSignedInUser } from './factories/users.ts';
import { createBody } from '../src/features/properties/routes/write-test-support.ts';

/*
 * The role `user` (a searcher's account) on every company, management and admin endpoint. The
 * endpoints come from the OpenAPI document the app serves, so a route added later is checked too unless it
 * is in the short list of what a searcher may use. A searcher gets exactly what another signed-in person
 * without a company gets (docs/decisions.md, "Roles"): a refusal, 403 or 404, and never a success.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What a searcher may call: public pages and reads, sign-in, their own account, favourites and searches,
 * and the owner's routes ("Publicar mi inmueble", docs/product/owners.md, tested in features/owners).
 */
const searcherRoutes: RegExp[] = [
  /^\/api\/health/,
  /^\/(robots\.txt|sitemap\.xml|sitemaps\/|venta\/|alquiler\/|proyectos\/|properties\/|property\/)/,
  /^\/api\/v1\/(csrf|auth\/|me\b|me\/|user\/|locations\/|landing|saved_searches\/unsubscribe)/,
  /^\/api\/v1\/invitations\/\{token\}/,
  /^\/api\/v1\/contact_requests\/form_token$/,
  /^\/api\/v1\/owner\//,
  /^\/api\/v1\/properties\/\{id\}\/(favorite|unfavorite|contact_requests|similar)$/,
  /^\/api\/v1\/projects\/\{id\}\/contact_requests$/,
];

/** Public reads: anyone may GET these (the company's public page, a property, the listing, the rate...). */
const publicReads: RegExp[] = [
  /^\/api\/v1\/(companies\/?|companies\/\{idOrSlug\}|companies\/\{idOrSlug\}\/properties)$/,
  /^\/api\/v1\/(properties\/?|properties\/map|properties\/\{id\}|listings\/?|exchange_rate\/?|mortgage_parameters\/?)$/,
  // The import file's format and template: published for any CRM vendor (docs/product/imports.md).
  /^\/api\/v1\/import\/(schema\.json|template\.xlsx)$/,
  // The homes feeds and their XML Schema, for the listing aggregators (docs/product/feeds.md).
  /^\/feeds\/(homes\.xsd|\{file\})$/,
  // The project search, its map and a project's page (docs/product/projects.md).
  /^\/api\/v1\/(projects\/?|projects\/map|projects\/\{id\})$/,
  // The projects' landing pages, server-rendered HTML (docs/product/projects.md §2.3).
  /^\/proyectos\/\*$/,
];

/**
 * The partner API takes a company's API key only: any session, a searcher's or a company member's, gets the
 * same 401 there (features/partner/routes/api-keys.test.ts).
 */
const keyOnly = /^\/api\/partner\//;

/** Reporting a property is open to every signed-in person (and guests): only its GET is the admin's. */
const openActions = [{ method: 'POST', path: /^\/api\/v1\/properties\/\{id\}\/reports$/ }];

/**
 * A valid body where the request is validated before it is authorised: the refusal must come from the
 * authorization, not from a missing field.
 */
function validBody(route: Route, ids: Record<string, string>): unknown {
  const key = `${route.method} ${route.path}`;
  if (key === 'POST /api/v1/properties/') return createBody();
  if (key === 'PATCH /api/v1/properties/{id}') return { property: { status: 'published' } };
  if (key === 'PUT /api/v1/properties/{id}/media_assets/order')
    return { media_asset_ids: [Number(ids.mediaId)] };
  if (key === 'POST /api/v1/properties/{id}/listings')
    return { listing: { operation: 'rent', price: 2500, currency: 'PEN' } };
  if (key === 'PATCH /api/v1/listings/{id}') return { listing: { price: 240000 } };
  if (key === 'PATCH /api/v1/contact_requests/{id}') return { read: true };
  if (key === 'PUT /api/v1/properties/{id}/agent') return { agent_id: Number(ids.userId) };
  return {};
}

interface Route {
  method: Method;
  path: string;
}

describe('a searcher (role user) on company, management and admin endpoints', () => {
  const t = useTestApp();
  const client = t.client;
  let routes: Route[] = [];
  let searcher = '';
  let companyless = '';
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const db = t.database.db;
    const company = await createCompany(db);
    const agent = await createSignedInUser(db, { role: 'agent', companyId: company.id });
    const { property, listings, photos } = await buildProperty(db, {
      company,
      status: 'draft',
      publishedAt: null,
      listings: [{ operation: 'sale', price: '250000' }],
      photos: 1,
    });
    ids.idOrSlug = String(company.id);
    ids.propertyId = String(property.id);
    ids.listingId = String(listings[0]?.id ?? 1);
    ids.mediaId = String(photos[0]?.id ?? 1);
    ids.userId = String(agent.user.id);
    searcher = (await createSignedInUser(db, { role: 'user' })).token;
    companyless = (await createSignedInUser(db, { role: 'agent', companyId: null })).token;
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    routes = Object.entries(docs.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({ method: method.toUpperCase() as Method, path })),
    );
  });

  /** The path with the company's, its property's and its member's real ids. */
  function urlOf({ path }: Route): string {
    const id = path.startsWith('/api/v1/media_assets')
      ? ids.mediaId
      : path.startsWith('/api/v1/listings')
        ? ids.listingId
        : path.startsWith('/api/v1/admin/companies')
          ? ids.idOrSlug
          : path.startsWith('/api/v1/admin/users')
            ? ids.userId
            : ids.propertyId;
    return path
      .replace('{idOrSlug}', ids.idOrSlug ?? '')
      .replace('{userId}', ids.userId ?? '')
      .replace('{invitationId}', '1')
      .replace('{id}', id ?? '');
  }

  const managementRoutes = () =>
    routes.filter(
      (route) =>
        !searcherRoutes.some((pattern) => pattern.test(route.path)) &&
        !keyOnly.test(route.path) &&
        !(route.method === 'GET' && publicReads.some((pattern) => pattern.test(route.path))) &&
        !openActions.some((open) => open.method === route.method && open.path.test(route.path)),
    );

  it('covers the management endpoints the app serves', () => {
    const paths = new Set(managementRoutes().map((route) => route.path));
    // A sample of each area, so a broken route list cannot pass by checking nothing.
    for (const path of [
      '/api/v1/admin/users',
      '/api/v1/companies/{idOrSlug}/members',
      '/api/v1/companies/{idOrSlug}/contact_requests',
      '/api/v1/my_properties',
      '/api/v1/properties/{id}/media_assets',
    ]) {
      expect(paths, path).toContain(path);
    }
    expect(managementRoutes().length).toBeGreaterThan(40);
  });

  it('refuses every one of them, as it refuses a signed-in person without a company', async () => {
    const answers: string[] = [];
    const expected: string[] = [];
    const refused: string[] = [];
    for (const route of managementRoutes()) {
      const url = urlOf(route);
      const send = (token: string) =>
        client.request(route.method, url, {
          token,
          ...(route.method === 'GET' || route.method === 'DELETE'
            ? {}
            : { payload: validBody(route, ids) as object }),
        });
      const asSearcher = await send(searcher);
      const asCompanyless = await send(companyless);
      answers.push(`${route.method} ${route.path} → ${asSearcher.statusCode}`);
      expected.push(`${route.method} ${route.path} → ${asCompanyless.statusCode}`);
      // The company's own lists answer 200 with nothing of the company's for a stranger ("Mis propiedades").
      if (route.path === '/api/v1/my_properties' || route.path === '/api/v1/my_projects') {
        expect(asSearcher.statusCode).toBe(200);
        const list = asSearcher.json<{ properties?: unknown[]; projects?: unknown[] }>();
        expect(list.properties ?? list.projects).toEqual([]);
        continue;
      }
      if (![403, 404].includes(asSearcher.statusCode))
        refused.push(`${route.method} ${url}: ${asSearcher.body}`);
    }
    expect(refused).toEqual([]);
    expect(answers).toEqual(expected);
  });
});

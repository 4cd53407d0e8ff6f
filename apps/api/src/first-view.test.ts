import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageSizes } from '@inmuebles/shared/properties/limits';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createCompany } from '../test/factories/companies.ts';
import { buildProperty } from '../test/factories/properties.ts';

const TEMPLATE = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <title>Inmuebles en el Perú - InmoPerú</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/**
 * A build's manifest: the entry imports the app's module once the page is on screen, which imports React's
 * DOM renderer and then the app in steps; the entry, the app and the listing's screen share one chunk, the
 * screen has one of its own. A public screen's chunk is a group the build names after its route module
 * (apps/web build/app-chunk.ts): Vite lists it by chunk, without its source.
 */
const MANIFEST = {
  'index.html': { file: 'assets/index.js', imports: ['_shared.js'], dynamicImports: ['src/start-app.tsx'] },
  'src/start-app.tsx': {
    file: 'assets/start-app.js',
    imports: ['_shared.js', '_react.js'],
    dynamicImports: ['_react.js', '_app.js'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_app.js': { file: 'assets/app.js', imports: ['_shared.js', '_react.js'] },
  '_properties-page-Hx1.js': {
    file: 'assets/properties-page.js',
    name: 'properties-page',
    imports: ['_shared.js', '_grid.js'],
  },
  // A signed-in screen whose name ends like the listing's: not the listing's chunk.
  'src/features/dashboard/routes/my-properties-page.tsx': {
    file: 'assets/my-properties-page.js',
    name: 'my-properties-page',
    src: 'src/features/dashboard/routes/my-properties-page.tsx',
    isDynamicEntry: true,
  },
  '_shared.js': { file: 'assets/shared.js' },
  '_grid.js': { file: 'assets/grid.js' },
};

const HOSTILE = 'Casa </script><script>alert(1)</script> $& <!--';

interface Entry {
  kind: string;
  params: Record<string, unknown>;
  answer: unknown;
}

/** The first view's entries of a page, parsed as the app parses them; null when the page has none. */
function firstView(html: string): Entry[] | null {
  const block = /<script id="first-view" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return block ? (JSON.parse(block[1] ?? '') as Entry[]) : null;
}

/**
 * The entries by kind, each card's `relevance_score` rounded to two decimals: the score moves with the
 * clock (freshness, −age/30 days), and the HTML and the API answer compared with it are computed apart
 * (the test app keeps no guest cache), so its fourth decimal may tick between the two.
 */
const byKind = (html: string) =>
  Object.fromEntries((firstView(html) ?? []).map((e) => [e.kind, withSteadyScores(e)]));

function withSteadyScores<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (key, field: unknown) =>
    key === 'relevance_score' && typeof field === 'number' ? Math.round(field * 100) / 100 : field,
  ) as T;
}

describe('the first view inside the HTML (docs/performance.md "The first view")', () => {
  let t: TestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(os.tmpdir(), 'inmoperu-web-'));
    writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
    mkdirSync(path.join(webDir, '.vite'));
    writeFileSync(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    t = await buildTestApp({ WEB_DIST_DIR: webDir });
    const company = await createCompany(t.database.db, { slug: 'andes' });
    await buildProperty(t.database.db, { company, slug: 'casa-hostil', title: HOSTILE });
    await buildProperty(t.database.db, { company, slug: 'otra-casa' });
    // A company whose properties no other test opens: a detail's view is recorded a moment later, in a batch,
    // and would change a card's view count between the company page and the API answer it is compared with.
    const unseen = await createCompany(t.database.db, { slug: 'sierra' });
    await buildProperty(t.database.db, { company: unseen, slug: 'casa-sierra' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it.each(['/propiedades', '/'])('%s carries the listing answer the app would ask for', async (url) => {
    const html = (await t.app.inject({ method: 'GET', url })).body;
    // What apps/web's listing sends for an address without parameters.
    const query = { page: 1, per_page: PageSizes.publicListing, sort: 'smart_ranking' };
    const api = await t.app.inject({
      method: 'GET',
      url: `/api/v1/properties?page=1&per_page=${PageSizes.publicListing}&sort=smart_ranking`,
    });
    const rate = await t.app.inject({ method: 'GET', url: '/api/v1/exchange_rate' });
    const departments = await t.app.inject({ method: 'GET', url: '/api/v1/locations/departments' });
    expect(byKind(html)).toEqual({
      listing: { kind: 'listing', params: query, answer: withSteadyScores(api.json()) },
      departments: { kind: 'departments', params: {}, answer: departments.json() },
      'exchange-rate': { kind: 'exchange-rate', params: {}, answer: rate.json() },
    });
  });

  it("carries a property's answer, with a hostile title unable to close the block", async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/propiedad/casa-hostil' })).body;
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/properties/casa-hostil' });
    expect(byKind(html).property).toEqual({
      kind: 'property',
      params: { slug: 'casa-hostil' },
      answer: withSteadyScores(api.json()),
    });
    expect(Object.keys(byKind(html)).sort()).toEqual(['exchange-rate', 'property']);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!--');
  });

  it("carries a company's answer and the first page of its properties", async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/empresa/sierra' })).body;
    const company = await t.app.inject({ method: 'GET', url: '/api/v1/companies/sierra' });
    const query = 'page=1&per_page=12&sort=newest';
    const list = await t.app.inject({ method: 'GET', url: `/api/v1/companies/sierra/properties?${query}` });
    const entries = byKind(html);
    expect(entries.company).toEqual({ kind: 'company', params: { slug: 'sierra' }, answer: company.json() });
    expect(entries['company-properties']).toEqual({
      kind: 'company-properties',
      params: { slug: 'sierra', page: 1, per_page: 12, sort: 'newest' },
      answer: withSteadyScores(list.json()),
    });
  });

  it('carries nothing where the server does not read the address or the page does not exist', async () => {
    for (const url of [
      '/propiedades?page=2',
      '/propiedades?search=casa',
      '/propiedad/no-existe',
      '/empresa/no-existe',
      '/login',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(firstView(res.body), url).toBeNull();
    }
  });

  it("preloads the app's code and the opened screen's, each file once, not the entry's again", async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/propiedades' })).body;
    const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (m) => m[1],
    );
    expect(preloaded).toEqual([
      '/assets/start-app.js',
      '/assets/react.js',
      '/assets/app.js',
      '/assets/properties-page.js',
      '/assets/grid.js',
    ]);
    // Any other page needs the app's code only.
    const login = (await t.app.inject({ method: 'GET', url: '/login' })).body;
    expect([...login.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/assets/start-app.js',
      '/assets/react.js',
      '/assets/app.js',
    ]);
  });

  it('does not serve the build manifest', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(res.headers['content-type']).not.toContain('application/json');
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { TestClient } from '../../../../test/http-client.ts';
import { addUnitType, createProject, setProjectStatus } from './test-support.ts';

const TEMPLATE = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Encuentra inmuebles en todo el Perú." />
    <title>Inmuebles en el Perú - InmoPerú</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  );
const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

describe('what crawlers read of the projects: heads, JSON-LD and the sitemap', () => {
  let t: TestApp;
  let webDir: string;
  let slug = '';
  let draftSlug = '';

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(os.tmpdir(), 'inmoperu-web-'));
    writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
    t = await buildTestApp({ WEB_DIST_DIR: webDir });
    const client = new TestClient(t.app);
    const { token } = await createSignedInUser(t.database.db, { role: 'company_admin' });
    const project = await createProject(client, token, { name: 'Residencial Los Pinos' });
    await addUnitType(client, token, project.id, { name: 'Flat 1D', bedrooms: 1, price_from: 300000 });
    // USD 200,000 is S/ 750,000 at the default rate (3.75): the dearest, compared in soles.
    await addUnitType(client, token, project.id, {
      name: 'Flat 3D',
      bedrooms: 3,
      price_from: 200000,
      currency: 'USD',
      units_available: 4,
    });
    await setProjectStatus(client, token, project.id, 'published');
    slug = project.slug;
    const draft = await createProject(client, token, { name: 'Proyecto Borrador' });
    draftSlug = draft.slug;
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it("carries the project's title, description and canonical address", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/proyecto/${slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Residencial Los Pinos en Miraflores - InmoPerú</title>');
    expect(attribute(res.body, /<meta\s+name="description"\s+content="([^"]*)"/)).toBe(
      'Departamentos de 1 a 3 dormitorios a dos cuadras del malecón.',
    );
    expect(attribute(res.body, /<link rel="canonical" href="([^"]*)"/)).toMatch(
      new RegExp(`/proyecto/${slug}$`),
    );
  });

  it('describes a residence complex with an AggregateOffer from its unit types, in soles', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/proyecto/${slug}` });
    const [jsonLd] = jsonLdBlocks(res.body);
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['ApartmentComplex', 'Product'],
      name: 'Residencial Los Pinos',
      address: { addressLocality: 'Miraflores', addressCountry: 'PE' },
      numberOfAccommodationUnits: 60,
      numberOfAvailableAccommodationUnits: 16,
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'PEN',
        lowPrice: 300000,
        highPrice: 750000,
        offerCount: 2,
        availability: 'https://schema.org/InStock',
      },
    });
    expect(jsonLd?.url).toMatch(new RegExp(`/proyecto/${slug}$`));
  });

  it('answers 404 (not indexed) for a draft or an unknown project', async () => {
    for (const url of [`/proyecto/${draftSlug}`, '/proyecto/no-existe']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('noindex');
      expect(jsonLdBlocks(res.body), url).toEqual([]);
    }
  });

  it('lists /proyectos and the published projects in /sitemaps/projects.xml, never a draft', async () => {
    const index = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(index).toContain('/sitemaps/projects.xml</loc>');
    const res = await t.app.inject({ method: 'GET', url: '/sitemaps/projects.xml' });
    expect(res.statusCode).toBe(200);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
    expect(locs).toEqual([
      '/proyectos',
      '/proyectos/lima',
      '/proyectos/lima/lima',
      '/proyectos/lima/lima/miraflores',
      `/proyecto/${slug}`,
    ]);
    expect(res.body).not.toContain(draftSlug);
  });

  it('serves a landing page per place with projects: title with count and lowest price, cards, JSON-LD', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/proyectos/lima/lima/miraflores' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<title>1 proyecto inmobiliario en Miraflores desde S/\u00a0300,000 - InmoPerú</title>',
    );
    expect(res.body).toContain('<h1>1 proyecto inmobiliario en Miraflores</h1>');
    expect(res.body).toContain(`href="/proyecto/${slug}"`);
    expect(res.body).toContain('href="/proyectos?region=15&amp;province=1501&amp;district=150122"');
    expect(res.body).not.toContain('noindex');
    expect(attribute(res.body, /<link rel="canonical" href="([^"]*)"/)).toMatch(
      /\/proyectos\/lima\/lima\/miraflores$/,
    );
    const [crumbs, list] = jsonLdBlocks(res.body);
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((crumbs?.itemListElement as { name: string }[]).map((c) => c.name)).toEqual([
      'Inicio',
      'Proyectos',
      'Lima',
      'Lima',
      'Miraflores',
    ]);
    expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: 1 });
    // The department's page lists its places with projects.
    const department = await t.app.inject({ method: 'GET', url: '/proyectos/lima' });
    expect(department.body).toContain('<h1>1 proyecto inmobiliario en Lima</h1>');
    expect(department.body).toContain('href="/proyectos/lima/lima"');
  });

  it('answers a place without projects with a helpful page that is not indexed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/proyectos/cusco' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('noindex');
    expect(res.body).toContain('Por ahora no hay proyectos inmobiliarios en Cusco.');
  });

  it('answers 404 for what names nothing: an unknown place, a district of another province, a bad page', async () => {
    for (const url of [
      '/proyectos/atlantida',
      '/proyectos/lima/arequipa',
      '/proyectos/lima/lima/cayma',
      '/proyectos/lima/lima/miraflores/otra',
      '/proyectos/lima?page=0',
      '/proyectos/lima?page=2',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('noindex');
    }
  });

  it('gives /proyectos its own title and canonical', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/proyectos' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Proyectos inmobiliarios en el Perú - InmoPerú</title>');
    expect(attribute(res.body, /<link rel="canonical" href="([^"]*)"/)).toMatch(/\/proyectos$/);
  });
});

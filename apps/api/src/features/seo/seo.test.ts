import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createCompany } from '../../../test/factories/companies.ts';
import { buildProperty } from '../../../test/factories/properties.ts';
import { companies } from '../../platform/db/schema/index.ts';
import { renderMainSitemap, renderSitemapFile } from './sitemap.ts';

/** The <loc> addresses of a sitemap or sitemap index, in order. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('robots.txt and the sitemap', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const sol = await createCompany(db, {
      slug: 'inmobiliaria-sol',
      updatedAt: new Date('2026-01-01T00:00:00Z'),
    });
    const hidden = await createCompany(db, { slug: 'solo-borradores' });
    await createCompany(db, { slug: 'sin-propiedades' });
    await buildProperty(db, {
      company: sol,
      slug: 'casa-publica',
      propertyDetailType: 'HouseResource',
      updatedAt: new Date('2026-02-03T10:00:00Z'),
      listings: [{ operation: 'rent', status: 'active' }],
    });
    await buildProperty(db, {
      company: sol,
      slug: 'depa-publico',
      updatedAt: new Date('2026-02-01T10:00:00Z'),
    });
    await buildProperty(db, {
      company: sol,
      slug: 'casa-no-listada',
      visibility: 'unlisted',
      listings: [{ operation: 'sale', status: 'active' }],
    });
    await buildProperty(db, { company: sol, slug: 'casa-privada', visibility: 'private' });
    await buildProperty(db, { company: hidden, slug: 'casa-borrador', status: 'draft', publishedAt: null });
    await buildProperty(db, { company: hidden, slug: 'casa-archivada', status: 'archived' });
  });
  afterAll(async () => t.close());

  it('robots.txt allows the public site, keeps crawlers out of private areas and points to the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /dashboard',
        'Disallow: /profile',
        'Disallow: /settings',
        'Disallow: /api/',
        '',
        'Sitemap: http://localhost:3000/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('is an index of pages, landing pages, projects and properties', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(
      res.body.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(locs(res.body)).toEqual([
      'http://localhost:3000/sitemaps/pages.xml',
      'http://localhost:3000/sitemaps/landing.xml',
      'http://localhost:3000/sitemaps/projects.xml',
      'http://localhost:3000/sitemaps/properties-1.xml',
    ]);
  });

  it('lists the home page and the companies that have listed properties', async () => {
    const xml = (await t.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' })).body;
    expect(locs(xml)).toEqual(['http://localhost:3000/', 'http://localhost:3000/empresa/inmobiliaria-sol']);
    // A company changes when it or one of its listed properties does.
    expect(xml).toContain(
      '<url><loc>http://localhost:3000/empresa/inmobiliaria-sol</loc><lastmod>2026-02-03T10:00:00.000Z</lastmod></url>',
    );
  });

  it('lists public published properties only', async () => {
    const xml = (await t.app.inject({ method: 'GET', url: '/sitemaps/properties-1.xml' })).body;
    expect(locs(xml)).toEqual([
      'http://localhost:3000/propiedad/casa-publica',
      'http://localhost:3000/propiedad/depa-publico',
    ]);
    expect(xml).toContain(
      '<url><loc>http://localhost:3000/propiedad/casa-publica</loc><lastmod>2026-02-03T10:00:00.000Z</lastmod></url>',
    );
    const all = (await t.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' })).body + xml;
    for (const hidden of [
      'casa-no-listada',
      'casa-privada',
      'casa-borrador',
      'casa-archivada',
      'solo-borradores',
      'sin-propiedades',
    ]) {
      expect(all).not.toContain(hidden);
    }
  });

  it('lists the landing pages that have results, at every level of their place', async () => {
    const xml = (await t.app.inject({ method: 'GET', url: '/sitemaps/landing.xml' })).body;
    // Only casa-publica has an active offer (rent); the unlisted one's sale does not count.
    expect(locs(xml)).toEqual([
      'http://localhost:3000/alquiler/casas',
      'http://localhost:3000/alquiler/casas/lima',
      'http://localhost:3000/alquiler/casas/lima/lima',
      'http://localhost:3000/alquiler/casas/lima/lima/miraflores',
    ]);
    for (const loc of locs(xml)) {
      const page = await t.app.inject({
        method: 'GET',
        url: (loc ?? '').replace('http://localhost:3000', ''),
      });
      expect(page.statusCode, loc).toBe(200);
      expect(page.body, loc).not.toContain('noindex');
    }
  });

  it('uses the company date when it is the newer one', async () => {
    await t.database.db
      .update(companies)
      .set({ updatedAt: new Date('2026-03-01T00:00:00Z') })
      .where(eq(companies.slug, 'inmobiliaria-sol'));
    const xml = (await t.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' })).body;
    expect(xml).toContain(
      '<loc>http://localhost:3000/empresa/inmobiliaria-sol</loc><lastmod>2026-03-01T00:00:00.000Z</lastmod>',
    );
  });

  it('splits the properties into as many files as they need', async () => {
    const opts = { publicUrl: 'https://inmoperu.pe', maxUrls: 1 };
    const index = await renderMainSitemap(t.database.db, opts);
    expect(locs(index)).toEqual([
      'https://inmoperu.pe/sitemaps/pages.xml',
      'https://inmoperu.pe/sitemaps/landing.xml',
      'https://inmoperu.pe/sitemaps/projects.xml',
      'https://inmoperu.pe/sitemaps/properties-1.xml',
      'https://inmoperu.pe/sitemaps/properties-2.xml',
    ]);
    expect(locs((await renderSitemapFile(t.database.db, 'properties-2.xml', opts)) ?? '')).toEqual([
      'https://inmoperu.pe/propiedad/depa-publico',
    ]);
    expect(await renderSitemapFile(t.database.db, 'properties-3.xml', opts)).toBeNull();
    expect(await renderSitemapFile(t.database.db, '../etc/passwd', opts)).toBeNull();
  });

  it('404 for any other file name', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/otro.xml' })).statusCode).toBe(404);
  });
});

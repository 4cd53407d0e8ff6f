import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createCompany } from '../../../test/factories/companies.ts';
import { buildProperty } from '../../../test/factories/properties.ts';
import { companies } from '../../db/schema/index.ts';
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
      updatedAt: new Date('2026-02-03T10:00:00Z'),
    });
    await buildProperty(db, {
      company: sol,
      slug: 'depa-publico',
      updatedAt: new Date('2026-02-01T10:00:00Z'),
    });
    await buildProperty(db, { company: sol, slug: 'casa-no-listada', visibility: 'unlisted' });
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

  it('lists the home page, public published properties and the companies that have them', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = res.body;
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(locs(xml)).toEqual([
      'http://localhost:3000/',
      'http://localhost:3000/empresa/inmobiliaria-sol',
      'http://localhost:3000/propiedad/casa-publica',
      'http://localhost:3000/propiedad/depa-publico',
    ]);
    expect(xml).toContain(
      '<url><loc>http://localhost:3000/propiedad/casa-publica</loc><lastmod>2026-02-03T10:00:00.000Z</lastmod></url>',
    );
    // A company changes when it or one of its listed properties does.
    expect(xml).toContain(
      '<url><loc>http://localhost:3000/empresa/inmobiliaria-sol</loc><lastmod>2026-02-03T10:00:00.000Z</lastmod></url>',
    );
    for (const hidden of [
      'casa-no-listada',
      'casa-privada',
      'casa-borrador',
      'casa-archivada',
      'solo-borradores',
      'sin-propiedades',
    ]) {
      expect(xml).not.toContain(hidden);
    }
  });

  it('uses the company date when it is the newer one', async () => {
    await t.database.db
      .update(companies)
      .set({ updatedAt: new Date('2026-03-01T00:00:00Z') })
      .where(eq(companies.slug, 'inmobiliaria-sol'));
    const xml = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(xml).toContain(
      '<loc>http://localhost:3000/empresa/inmobiliaria-sol</loc><lastmod>2026-03-01T00:00:00.000Z</lastmod>',
    );
  });

  it('becomes an index of files when the addresses do not fit in one', async () => {
    const opts = { publicUrl: 'https://inmoperu.pe', maxUrls: 1 };
    const index = await renderMainSitemap(t.database.db, opts);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual([
      'https://inmoperu.pe/sitemaps/pages.xml',
      'https://inmoperu.pe/sitemaps/properties-1.xml',
      'https://inmoperu.pe/sitemaps/properties-2.xml',
    ]);
    expect(locs((await renderSitemapFile(t.database.db, 'properties-2.xml', opts)) ?? '')).toEqual([
      'https://inmoperu.pe/propiedad/depa-publico',
    ]);
    expect(await renderSitemapFile(t.database.db, 'properties-3.xml', opts)).toBeNull();
    expect(await renderSitemapFile(t.database.db, '../etc/passwd', opts)).toBeNull();
  });

  it('serves the index files and 404 for any other name', async () => {
    const pages = await t.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    expect(pages.statusCode).toBe(200);
    expect(locs(pages.body)).toEqual([
      'http://localhost:3000/',
      'http://localhost:3000/empresa/inmobiliaria-sol',
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/otro.xml' })).statusCode).toBe(404);
  });
});

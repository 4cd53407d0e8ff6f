import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { mediaAssets } from '../../../platform/db/schema/index.ts';

/** Every JSON-LD block of a page, parsed (a parse error fails the test). */
const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  );
const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, 'g'))?.length ?? 0;
const hrefs = (html: string) =>
  [...html.matchAll(/<a (?:class="[^"]*" )?href="([^"]*)"/g)].map((m) => m[1]?.replaceAll('&amp;', '&'));

describe('landing pages /{venta|alquiler}/{tipo}/{lugar}', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    const company = await createCompany(t.database.db, { slug: 'inmobiliaria-sol' });
    const rent = (price: string, bedrooms: number, title: string, areaM2 = '100') =>
      buildProperty(t.database.db, {
        company,
        title,
        propertyType: 'residential',
        propertyDetailType: 'ApartmentResource',
        bedrooms,
        areaM2,
        price,
        currency: 'PEN',
        location: { district: '150122' },
        listings: [{ operation: 'rent', price, currency: 'PEN', status: 'active' }],
        photos: 1,
      });
    await rent('1900', 2, 'Depa "Sol" $& </script> en Miraflores');
    await rent('2500', 2, 'Depa frente al parque');
    await rent('4000', 3, 'Depa con vista al mar', '200');
    // Another district and a sale: outside the Miraflores rent page.
    await buildProperty(t.database.db, {
      company,
      propertyType: 'residential',
      propertyDetailType: 'ApartmentResource',
      location: { district: '150131' },
      listings: [{ operation: 'rent', price: '1500', currency: 'PEN', status: 'active' }],
    });
  });
  afterAll(async () => t.close());

  /** The page, with es-PE's non-breaking space after "S/" read as a plain one. */
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return Object.assign(res, { body: res.body.replaceAll('\u00a0', ' ') });
  };

  it('sends the whole page without JavaScript: title and description with count and price, h1, summary, links', async () => {
    const res = await get('/alquiler/departamentos/lima/lima/miraflores');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain(
      '<title>3 departamentos en alquiler en Miraflores desde S/ 1,900 - InmoPerú</title>',
    );
    expect(count(html, /<title>/)).toBe(1);
    expect(count(html, /<meta name="description"/)).toBe(1);
    expect(html).toContain(
      '<meta name="description" content="3 departamentos en alquiler en Miraflores desde S/ 1,900.',
    );
    expect(count(html, /<link rel="canonical"/)).toBe(1);
    expect(html).toContain(
      '<link rel="canonical" href="http://localhost:3000/alquiler/departamentos/lima/lima/miraflores">',
    );
    expect(html).not.toContain('noindex');
    expect(html).toContain('<h1>3 departamentos en alquiler en Miraflores</h1>');
    const links = hrefs(html);
    // Median of 1,900 / 2,500 / 4,000 and of 19 / 25 / 20 per m²; two of three have 2 bedrooms.
    expect(html).toContain(
      '3 avisos publicados · precio mediano S/ 2,500 al mes · S/ 20 por m² al mes · lo más común: 2 dormitorios.',
    );
    // The site's header: the search (a plain form, it works without JavaScript) and the way to sign in.
    expect(html).toMatch(
      /<form class="search" role="search" action="\/propiedades" method="get">[\s\S]*name="search"[\s\S]*<input type="hidden" name="operation" value="rent">/,
    );
    expect(links).toContain('/login');
    expect(links).toContain('/register');
    expect(links.filter((href) => href?.startsWith('/propiedad/'))).toHaveLength(3);
    expect(html).toContain('S/ 1,900 /mes');
    expect(count(html, /<img src="[^"]+" alt="[^"]*" width="400" height="300"/)).toBe(3);
    expect(links).toContain('/venta/departamentos/lima/lima/miraflores');
    expect(links).toContain('/alquiler/departamentos/lima/lima/san-isidro');
    expect(links).toContain(
      '/propiedades?operation=rent&property_detail_type=ApartmentResource&region=15&province=1501&district=150122',
    );
    // The hostile title is text, everywhere.
    expect(html).toContain('Depa &quot;Sol&quot; $&amp; &lt;/script&gt; en Miraflores');
  });

  it('speaks of one property in the singular, and gives the median in the currency of the cards', async () => {
    const company = await createCompany(t.database.db);
    await buildProperty(t.database.db, {
      company,
      title: 'Casa en Yanahuara',
      propertyType: 'residential',
      propertyDetailType: 'HouseResource',
      areaM2: '200',
      location: { district: '040126' },
      listings: [{ operation: 'sale', price: '250000', currency: 'USD', status: 'active' }],
    });
    const html = (await get('/venta/casas/arequipa/arequipa/yanahuara')).body;
    expect(html).toContain('<h1>1 casa en venta en Yanahuara</h1>');
    expect(html).toContain('<title>1 casa en venta en Yanahuara desde S/ 937,500 - InmoPerú</title>');
    expect(html).toContain('1 aviso publicado · precio mediano USD 250,000 · USD 1,250 por m².');
    expect(html).toContain('USD 250,000');
  });

  it('carries BreadcrumbList and ItemList JSON-LD that parse', async () => {
    const html = (await get('/alquiler/departamentos/lima/lima/miraflores')).body;
    const [breadcrumb, itemList] = jsonLdBlocks(html);
    expect(breadcrumb).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Inicio', item: 'http://localhost:3000/' },
        { position: 2, item: 'http://localhost:3000/alquiler/departamentos' },
        { position: 3, name: 'Lima', item: 'http://localhost:3000/alquiler/departamentos/lima' },
        { position: 4, name: 'Lima', item: 'http://localhost:3000/alquiler/departamentos/lima/lima' },
        { position: 5, name: 'Miraflores' },
      ],
    });
    expect(itemList).toMatchObject({ '@type': 'ItemList', numberOfItems: 3 });
    const items = (itemList?.itemListElement ?? []) as { url: string; name: string }[];
    expect(items).toHaveLength(3);
    expect(items.map((i) => i.name)).toContain('Depa "Sol" $& </script> en Miraflores');
  });

  it('covers a whole department and all of Peru', async () => {
    const lima = await get('/alquiler/departamentos/lima');
    expect(lima.statusCode).toBe(200);
    expect(lima.body).toContain('<h1>4 departamentos en alquiler en Lima</h1>');
    const peru = await get('/alquiler/departamentos');
    expect(peru.body).toContain('<h1>4 departamentos en alquiler en el Perú</h1>');
  });

  it('shows a helpful empty page, noindex, for a known combination without results', async () => {
    const res = await get('/venta/casas/arequipa/arequipa/cayma');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).toContain('<h1>Casas en venta en Cayma</h1>');
    expect(hrefs(res.body)).toContain('/alquiler/casas/arequipa/arequipa/cayma');
    expect(hrefs(res.body)).toContain('/venta/casas/arequipa/arequipa/cerro-colorado');
    expect(jsonLdBlocks(res.body)).toHaveLength(2);
  });

  it('answers 404 for unknown combinations and pages past the last', async () => {
    for (const url of [
      '/alquiler/castillos/lima',
      '/alquiler/departamentos/atlantida',
      '/alquiler/departamentos/lima/cusco',
      '/alquiler/departamentos/lima/lima/miraflores/extra',
      '/alquiler/departamentos/lima/lima/miraflores?page=2',
      '/alquiler/departamentos/lima/lima/miraflores?page=abc',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('noindex');
    }
  });

  it('is cacheable with an ETag', async () => {
    const url = '/alquiler/departamentos/lima/lima/miraflores';
    const first = await get(url);
    expect(first.headers['cache-control']).toMatch(/^public/);
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("draws the cards' photos as <picture> with their renditions up to 800 px, or the thumbnail without them", async () => {
    const [photo] = await t.database.db
      .select({ id: mediaAssets.id, storageKey: mediaAssets.storageKey })
      .from(mediaAssets)
      .orderBy(mediaAssets.id)
      .limit(1); // The first Miraflores flat's photo.
    if (!photo) throw new Error('no photo');
    await t.database.db
      .update(mediaAssets)
      .set({ variantWidths: [400, 800, 1024] })
      .where(eq(mediaAssets.id, photo.id));
    const html = (await get('/alquiler/departamentos/lima/lima/miraflores')).body;
    const base = `/uploads/${photo.storageKey}`;
    expect(html).toContain(
      `<source type="image/avif" srcset="${base}/400w.avif 400w, ${base}/800w.avif 800w" sizes="`,
    );
    expect(html).toContain(`srcset="${base}/400w.webp 400w, ${base}/800w.webp 800w"`);
    // A card never offers the widest file.
    expect(html).not.toContain(`${base}/1024w`);
    // The other cards' photos have no renditions yet: their thumbnail, its box reserved.
    expect(count(html, /<picture>/)).toBe(1);
    expect(count(html, /<img src="[^"]*\/thumb\.webp"[^>]* width="400" height="300"/)).toBe(2);
    // Only the first card's photo is fetched at once.
    expect(count(html, /fetchpriority="high"/)).toBe(1);
    expect(count(html, /loading="lazy"/)).toBe(2);
  });
});

import { limaToday } from '@inmuebles/shared/exchange-rates/exchange-rate-schema';
import { formatPrice } from '@inmuebles/shared/properties/format';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';

const TEMPLATE =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>x</title></head><body><div id="root"></div></body></html>';

/** The JSON-LD block of a page, parsed (a parse error fails the test). */
function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no JSON-LD in the page');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

const metaContent = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)">`).exec(html)?.[1];

describe('server-rendered <head> of /propiedad/{slug}', () => {
  let t: TestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(os.tmpdir(), 'inmoperu-web-'));
    writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
    t = await buildTestApp({ WEB_DIST_DIR: webDir });
    const company = await createCompany(t.database.db, {
      name: 'Inmobiliaria Sol',
      slug: 'inmobiliaria-sol',
    });
    await buildProperty(t.database.db, {
      company,
      slug: 'casa-en-miraflores',
      title: 'Casa "Sol" & Mar en Miraflores',
      price: '350000.00',
      currency: 'USD',
      description: `${'Casa de tres pisos frente al parque, con jardín y terraza. '.repeat(5)}</script><script>alert(1)</script>`,
      addressLine: 'Av. Larco 123',
      location: { district: '150122' },
      propertyDetailType: 'HouseResource',
      areaM2: '180.50',
      attributes: { bedrooms: 3, bathrooms: 2 },
      latitude: '-12.121900',
      longitude: '-77.030100',
      listings: [
        { operation: 'sale', price: '350000', currency: 'USD' },
        { operation: 'rent', price: '6500', currency: 'PEN' },
        { operation: 'rent', price: '9000', currency: 'PEN', status: 'closed' },
      ],
      photos: [
        { position: 2, storageKey: 'properties/1/photos/b' },
        { position: 1, storageKey: 'properties/1/photos/a' },
      ],
    });
    await buildProperty(t.database.db, {
      company,
      slug: 'terreno-sin-fotos',
      title: 'Terreno en Lurín',
      propertyType: 'land',
      propertyDetailType: 'LotResource',
      areaM2: '450',
      price: '90000',
      currency: 'PEN',
      description: null,
      country: 'Chile',
    });
    await buildProperty(t.database.db, { company, slug: 'casa-oculta', visibility: 'unlisted' });
    await buildProperty(t.database.db, { company, slug: 'casa-privada', visibility: 'private' });
    await buildProperty(t.database.db, {
      company,
      slug: 'casa-borrador',
      status: 'draft',
      publishedAt: null,
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('carries the title with the price, the description, canonical link and Open Graph image', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/propiedad/casa-en-miraflores' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).not.toContain('<title>x</title>');
    expect(html).toContain(
      `<title>Casa &quot;Sol&quot; &amp; Mar en Miraflores - ${formatPrice(350000, 'USD')} - InmoPerú</title>`,
    );
    expect(html).toContain(
      '<link rel="canonical" href="http://localhost:3000/propiedad/casa-en-miraflores">',
    );
    expect(metaContent(html, 'property', 'og:type')).toBe('product');
    expect(metaContent(html, 'property', 'og:image')).toBe(
      'http://localhost:3000/uploads/properties/1/photos/a/large.webp',
    );
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    const description = metaContent(html, 'name', 'description') ?? '';
    expect(description.startsWith('Casa de tres pisos frente al parque')).toBe(true);
    expect([...description].length).toBeLessThanOrEqual(150);
    expect(description.endsWith('…')).toBe(true);
  });

  it('describes the listing in valid JSON-LD that cannot close its script early', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/propiedad/casa-en-miraflores' })).body;
    // Every script closes where it was opened (JSON-LD, and the first view's data:
    // docs/performance.md "The first view").
    expect(html.match(/<\/script>/g)).toHaveLength(html.match(/<script[\s>]/g)?.length ?? 0);
    expect(html.match(/<script type="application\/ld\+json">/g)).toHaveLength(1);
    expect(jsonLdOf(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: 'Casa "Sol" & Mar en Miraflores',
      url: 'http://localhost:3000/propiedad/casa-en-miraflores',
      image: [
        'http://localhost:3000/uploads/properties/1/photos/a/large.webp',
        'http://localhost:3000/uploads/properties/1/photos/b/large.webp',
      ],
      datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('puts the address, area and rooms on the home it is about, and lists every active offer', async () => {
    const jsonLd = jsonLdOf(
      (await t.app.inject({ method: 'GET', url: '/propiedad/casa-en-miraflores' })).body,
    );
    const home = 'http://localhost:3000/propiedad/casa-en-miraflores#inmueble';
    // A listing has no address of its own: the house has.
    expect(jsonLd).not.toHaveProperty('address');
    expect(jsonLd.about).toEqual({
      '@type': 'House',
      '@id': home,
      name: 'Casa "Sol" & Mar en Miraflores',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Av. Larco 123',
        addressLocality: 'Miraflores',
        addressRegion: 'Lima',
        addressCountry: 'PE',
      },
      geo: { '@type': 'GeoCoordinates', latitude: -12.1219, longitude: -77.0301 },
      floorSize: { '@type': 'QuantitativeValue', value: 180.5, unitCode: 'MTK' },
      numberOfRooms: 3,
      numberOfBedrooms: 3,
    });
    const seller = {
      '@type': 'RealEstateAgent',
      name: 'Inmobiliaria Sol',
      url: 'http://localhost:3000/empresa/inmobiliaria-sol',
    };
    expect(jsonLd.offers).toEqual([
      {
        '@type': 'Offer',
        businessFunction: 'http://purl.org/goodrelations/v1#Sell',
        price: '350000.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: 'http://localhost:3000/propiedad/casa-en-miraflores',
        itemOffered: { '@id': home },
        seller,
        // The day its price took effect (the price history's newest entry).
        validFrom: limaToday(),
      },
      {
        '@type': 'Offer',
        businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: '6500.00',
          priceCurrency: 'PEN',
          unitCode: 'MON',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
        },
        availability: 'https://schema.org/InStock',
        url: 'http://localhost:3000/propiedad/casa-en-miraflores',
        itemOffered: { '@id': home },
        seller,
        validFrom: limaToday(),
      },
    ]);
  });

  it('falls back to a generated description, no image, and keeps a foreign country as stored', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/propiedad/terreno-sin-fotos' })).body;
    expect(html).toContain(`<title>Terreno en Lurín - ${formatPrice(90000, 'PEN')} - InmoPerú</title>`);
    expect(metaContent(html, 'name', 'description')).toBe('Terreno en Miraflores, Lima: Terreno en Lurín.');
    expect(metaContent(html, 'property', 'og:image')).toBeUndefined();
    const jsonLd = jsonLdOf(html);
    expect(jsonLd).not.toHaveProperty('image');
    // Without an active offer, its own price; land is a place with an area, not a floor or rooms.
    expect(jsonLd.offers).toEqual([expect.objectContaining({ price: '90000.00', priceCurrency: 'PEN' })]);
    expect(jsonLd.about).toMatchObject({
      '@type': 'Place',
      address: { addressCountry: 'Chile' },
      additionalProperty: [
        { '@type': 'PropertyValue', name: 'Área del terreno', value: 450, unitCode: 'MTK' },
      ],
    });
    expect(jsonLd.about).not.toHaveProperty('floorSize');
    expect(jsonLd.about).not.toHaveProperty('numberOfRooms');
  });

  it('describes an unlisted property, reachable by its link but kept out of search results', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/propiedad/casa-oculta' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/propiedad/casa-oculta">');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
  });

  it('answers 404 with the same not-found page for unknown, private and draft properties alike', async () => {
    const missing = (await t.app.inject({ method: 'GET', url: '/propiedad/no-existe' })).body;
    expect(missing).toContain('<title>Página no encontrada - InmoPerú</title>');
    expect(missing).toContain('<meta name="robots" content="noindex">');
    for (const slug of ['no-existe', 'casa-privada', 'casa-borrador']) {
      const res = await t.app.inject({ method: 'GET', url: `/propiedad/${slug}` });
      expect(res.statusCode, slug).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body, slug).toBe(missing);
    }
  });

  it('still redirects the other two readings to the canonical address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/properties/casa-en-miraflores' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/propiedad/casa-en-miraflores');
  });
});

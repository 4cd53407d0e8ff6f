import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.ts';
import { createCompany } from '../../../test/factories/companies.ts';
import { buildProperty } from '../../../test/factories/properties.ts';
import { xmlSchemaErrors } from '../../../test/xml-schema-check.ts';

/** Every <ad>'s <id>, in order. */
const adIds = (xml: string) => [...xml.matchAll(/<ad><id>([^<]*)<\/id>/g)].map((m) => m[1]);
const adOf = (xml: string, id: string) => xml.match(new RegExp(`<ad><id>${id}</id>.*?</ad>`))?.[0] ?? '';

describe('the homes feeds for listing aggregators', () => {
  const t = useTestApp();
  let xsd = '';
  const ids: Record<string, number> = {};

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  /** As if the feed's file had been written more than 15 minutes ago. */
  const age = () =>
    t.database.db.execute(sql`update feed_files set generated_at = now() - interval '16 minutes'`);

  beforeAll(async () => {
    const db = t.database.db;
    const sol = await createCompany(db, { slug: 'inmobiliaria-sol', name: 'Inmobiliaria Sol & Mar' });
    const luna = await createCompany(db, { slug: 'inmobiliaria-luna', name: 'Luna' });
    const suspended = await createCompany(db, { slug: 'suspendida', suspendedAt: new Date() });

    const both = await buildProperty(db, {
      company: sol,
      slug: 'depa-miraflores',
      title: 'Depa con vista <al mar> & terraza',
      description: 'Luminoso\u0007 departamento "estreno"',
      propertyDetailType: 'ApartmentResource',
      bedrooms: 3,
      bathrooms: '2.5',
      parkingSpaces: 1,
      areaM2: '98.60',
      amenities: ['furnished'],
      brandNew: true,
      latitude: '-12.121400',
      longitude: '-77.029700',
      publishedAt: new Date('2026-03-05T15:00:00Z'),
      listings: [
        { operation: 'sale', price: '250000.00', currency: 'USD' },
        { operation: 'rent', price: '3500.50', currency: 'PEN' },
      ],
      photos: [{ title: 'Sala' }, { title: null }],
    });
    ids.both = both.property.id;
    ids.office = (
      await buildProperty(db, {
        company: luna,
        propertyDetailType: 'OfficeResource',
        listings: [{ operation: 'rent', price: '5000', currency: 'USD' }],
      })
    ).property.id;
    ids.noOffer = (await buildProperty(db, { company: sol })).property.id;
    ids.hidden = (
      await buildProperty(db, {
        company: sol,
        hiddenAt: new Date(),
        hiddenReason: 'Fotos de otra propiedad',
        listings: [{ operation: 'sale' }],
      })
    ).property.id;
    ids.archived = (
      await buildProperty(db, { company: sol, status: 'archived', listings: [{ operation: 'sale' }] })
    ).property.id;
    ids.unlisted = (
      await buildProperty(db, { company: sol, visibility: 'unlisted', listings: [{ operation: 'sale' }] })
    ).property.id;
    ids.suspended = (
      await buildProperty(db, {
        company: suspended,
        companySuspended: true,
        listings: [{ operation: 'sale' }],
      })
    ).property.id;
    ids.inactiveOffer = (
      await buildProperty(db, { company: sol, listings: [{ operation: 'sale', status: 'paused' }] })
    ).property.id;

    const schema = await get('/feeds/homes.xsd');
    expect(schema.statusCode).toBe(200);
    expect(schema.headers['content-type']).toBe('application/xml; charset=utf-8');
    xsd = schema.body;
  });

  it('the whole site: one ad per active offer of every publicly listed property, valid against its XSD', async () => {
    const res = await get('/feeds/inmoperu.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=900');
    expect(xmlSchemaErrors(res.body, xsd)).toBe('');
    expect(adIds(res.body)).toEqual([`${ids.both}-sale`, `${ids.both}-rent`, `${ids.office}-rent`]);
    for (const gone of [
      ids.hidden,
      ids.archived,
      ids.unlisted,
      ids.suspended,
      ids.noOffer,
      ids.inactiveOffer,
    ])
      expect(res.body).not.toContain(`<id>${gone}-`);
  });

  it('prices in the offer currency, rent marked monthly, canonical URL, absolute large photos, escaped text', async () => {
    const xml = (await get('/feeds/inmoperu.xml')).body;
    const rent = adOf(xml, `${ids.both}-rent`);
    const sale = adOf(xml, `${ids.both}-sale`);
    expect(rent).toContain('<type>For Rent</type>');
    expect(rent).toContain('<price currency="PEN" period="monthly">3500.5</price>');
    expect(sale).toContain('<type>For Sale</type>');
    expect(sale).toContain('<price currency="USD">250000</price>');
    expect(sale).toContain('<url>http://localhost:3000/propiedad/depa-miraflores</url>');
    expect(sale).toContain(
      `<pictures><picture><picture_url>http://localhost:3000/uploads/properties/${ids.both}/photos/test1/large.webp</picture_url><picture_title>Sala</picture_title></picture>` +
        `<picture><picture_url>http://localhost:3000/uploads/properties/${ids.both}/photos/test2/large.webp</picture_url></picture></pictures>`,
    );
    expect(sale).toContain('<title>Depa con vista &lt;al mar&gt; &amp; terraza</title>');
    expect(sale).toContain('<content>Luminoso departamento &quot;estreno&quot;</content>');
    expect(sale).toContain('<agency>Inmobiliaria Sol &amp; Mar</agency>');
    expect(sale).toContain('<property_type>Departamento</property_type>');
    expect(sale).toContain(
      '<city_area>Miraflores</city_area><city>Lima</city><region>Lima</region><country>PE</country>',
    );
    expect(sale).toContain(
      '<floor_area unit="meters">99</floor_area><rooms>3</rooms><bathrooms>2.5</bathrooms>',
    );
    expect(sale).toContain('<is_new>1</is_new><is_furnished>yes</is_furnished>');
    expect(sale).toContain('<date>05/03/2026</date>');
    expect(adOf(xml, `${ids.office}-rent`)).toContain('<type>Office For Rent</type>');
  });

  it("a company's feed holds only its own listings; an unknown company is a 404", async () => {
    const sol = await get('/feeds/inmobiliaria-sol.xml');
    expect(sol.statusCode).toBe(200);
    expect(xmlSchemaErrors(sol.body, xsd)).toBe('');
    expect(adIds(sol.body)).toEqual([`${ids.both}-sale`, `${ids.both}-rent`]);

    const suspended = await get('/feeds/suspendida.xml');
    expect(suspended.statusCode).toBe(200);
    expect(xmlSchemaErrors(suspended.body, xsd)).toBe('');
    expect(adIds(suspended.body)).toEqual([]);

    expect((await get('/feeds/no-existe.xml')).statusCode).toBe(404);
    expect((await get('/feeds/inmobiliaria-sol.json')).statusCode).toBe(404);
  });

  it('answers 304 to the ETag it gave while the feed has not changed', async () => {
    const first = await get('/feeds/inmoperu.xml');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/feeds/inmoperu.xml', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('is rewritten at most every 15 minutes: a new listing shows once the file is older than that', async () => {
    const before = await get('/feeds/inmoperu.xml');
    const added = await buildProperty(t.database.db, {
      company: (await createCompany(t.database.db)) ?? undefined,
      listings: [{ operation: 'sale', price: '120000', currency: 'USD' }],
    });
    const cached = await get('/feeds/inmoperu.xml');
    expect(cached.body).toBe(before.body);
    expect(cached.headers.etag).toBe(before.headers.etag);

    await age();
    const rewritten = await get('/feeds/inmoperu.xml', { 'if-none-match': String(before.headers.etag) });
    expect(rewritten.statusCode).toBe(200);
    expect(adIds(rewritten.body)).toContain(`${added.property.id}-sale`);
    expect(rewritten.headers.etag).not.toBe(before.headers.etag);
    expect(xmlSchemaErrors(rewritten.body, xsd)).toBe('');
  });

  it('two requests for a stale feed at once write one file, and the old one is removed', async () => {
    await get('/feeds/inmoperu.xml');
    await age();
    const answers = await Promise.all([get('/feeds/inmoperu.xml'), get('/feeds/inmoperu.xml')]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const files: string[] = [];
    for await (const entry of t.app.storage.list('feeds')) files.push(entry.key);
    expect(files.filter((key) => key.startsWith('feeds/inmoperu-'))).toHaveLength(1);
  });
});

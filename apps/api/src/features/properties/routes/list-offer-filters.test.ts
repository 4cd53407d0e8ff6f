import { limaToday } from '@inmuebles/shared/exchange-rates/exchange-rate-schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import type { Company } from '../../../platform/db/schema/index.ts';
import { listIds } from './list-test-support.ts';
import { createBody, createProperty, validationErrors } from './write-test-support.ts';

/*
 * The offer search filters (docs/product/offers-and-search.md §3): prices compared in soles at the
 * rate in force whatever currency the offer or the range is in, a new rate taking effect at once, the
 * price sorts, the room counts written by the editor, photos and video, and their 422s.
 */
describe('GET /api/v1/properties: offers, both currencies and the searcher filters', () => {
  const t = useTestApp();
  const client = t.client;
  let company: Company;
  let adminToken: string;
  const ids: Record<string, number> = {};

  // Today's date: the rate in force is the latest by date, and the boot seed stored one for today.
  const setRate = (rate: number | string, date = limaToday(), token = adminToken) =>
    client.put('/api/v1/exchange_rate', { rate, date }, { token });

  beforeAll(async () => {
    const db = t.database.db;
    company = await createCompany(db);
    adminToken = (await createSignedInUser(db, { role: 'admin', companyId: null })).token;
    expect((await setRate(3.75)).statusCode).toBe(200);
    const add = async (key: string, overrides: Parameters<typeof buildProperty>[1]) => {
      ids[key] = (
        await buildProperty(db, { company, location: { district: '150140' }, ...overrides })
      ).property.id;
    };
    // A flat for rent in dollars: US$ 800 = S/ 3,000 at 3.75.
    await add('usd_rent', {
      areaM2: '80',
      bedrooms: 2,
      bathrooms: '1.5',
      parkingSpaces: 1,
      listings: [{ operation: 'rent', price: '800', currency: 'USD' }],
      photos: 2,
    });
    // A flat for rent in soles: S/ 2,800.
    await add('pen_rent', {
      areaM2: '60',
      bedrooms: 1,
      bathrooms: '1',
      listings: [{ operation: 'rent', price: '2800', currency: 'PEN' }],
    });
    // A house for sale in dollars (US$ 300,000 = S/ 1,125,000) and for rent in soles (S/ 5,000).
    await add('usd_sale', {
      areaM2: '250',
      bedrooms: 4,
      bathrooms: '3.5',
      parkingSpaces: 4,
      videoUrl: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
      listings: [
        { operation: 'sale', price: '300000', currency: 'USD' },
        { operation: 'rent', price: '5000', currency: 'PEN' },
      ],
    });
    // No active offer: searched by its own price, S/ 1,000,000 (a paused sale offer does not count).
    await add('own_price', {
      areaM2: '400',
      price: '1000000',
      currency: 'PEN',
      bedrooms: 5,
      listings: [{ operation: 'sale', price: '10', currency: 'PEN', status: 'paused' }],
    });
  });

  const ours = async (query: Record<string, string>) => {
    const mine = new Set(Object.values(ids));
    return (await listIds(client, { district: '150140', ...query })).filter((id) => mine.has(id));
  };

  it('finds a dollar offer with a range in soles at the stored rate, and no longer after the rate changes', async () => {
    const range = { operation: 'rent', currency: 'PEN', min_price: '2900', max_price: '3100' };
    expect(await ours(range)).toEqual([ids.usd_rent]);
    // At 4.00 the US$ 800 rent is S/ 3,200: out of the range at once, without a restart.
    expect((await setRate(4)).statusCode).toBe(200);
    expect(await ours(range)).toEqual([]);
    expect(await ours({ ...range, min_price: '3150', max_price: '3250' })).toEqual([ids.usd_rent]);
    expect((await setRate(3.75)).statusCode).toBe(200);
    expect(await ours(range)).toEqual([ids.usd_rent]);
  });

  it('takes a range typed in dollars and converts it at the rate in force', async () => {
    // US$ 700..760 = S/ 2,625..2,850: the S/ 2,800 rent only.
    expect(await ours({ operation: 'rent', currency: 'USD', min_price: '700', max_price: '760' })).toEqual([
      ids.pen_rent,
    ]);
  });

  it('compares the offer of the chosen operation, else the main price (own price without an offer)', async () => {
    expect(await ours({ operation: 'sale', sort: 'price_asc' })).toEqual([ids.usd_sale]);
    expect(await ours({ operation: 'rent', sort: 'price_asc' })).toEqual([
      ids.pen_rent,
      ids.usd_rent,
      ids.usd_sale,
    ]);
    // Without an operation: rents 2,800 and 3,000, the house's main offer is its sale, then the own price.
    expect(await ours({ sort: 'price_asc' })).toEqual([
      ids.pen_rent,
      ids.usd_rent,
      ids.own_price,
      ids.usd_sale,
    ]);
    expect(await ours({ sort: 'price_desc' })).toEqual([
      ids.usd_sale,
      ids.own_price,
      ids.usd_rent,
      ids.pen_rent,
    ]);
    expect(await ours({ min_price: '900000', max_price: '1100000' })).toEqual([ids.own_price]);
    // A new rate reorders: at 3.00 the house is S/ 900,000, below the own price.
    expect((await setRate(3)).statusCode).toBe(200);
    expect(await ours({ sort: 'price_desc', min_price: '500000' })).toEqual([ids.own_price, ids.usd_sale]);
    expect((await setRate(3.75)).statusCode).toBe(200);
    expect(await ours({ sort: 'price_desc', min_price: '500000' })).toEqual([ids.usd_sale, ids.own_price]);
  });

  it('filters by area range, rooms (4 means 4 or more), photos and video', async () => {
    expect(await ours({ min_area: '70', max_area: '300', sort: 'price_asc' })).toEqual([
      ids.usd_rent,
      ids.usd_sale,
    ]);
    expect(await ours({ min_bedrooms: '2', sort: 'price_asc' })).toEqual([
      ids.usd_rent,
      ids.own_price,
      ids.usd_sale,
    ]);
    expect(await ours({ min_bedrooms: '4', sort: 'price_asc' })).toEqual([ids.own_price, ids.usd_sale]);
    expect(await ours({ min_bathrooms: '2' })).toEqual([ids.usd_sale]);
    expect(await ours({ min_bathrooms: '1', sort: 'price_asc' })).toEqual([
      ids.pen_rent,
      ids.usd_rent,
      ids.usd_sale,
    ]);
    expect(await ours({ min_parking: '4' })).toEqual([ids.usd_sale]);
    expect(await ours({ with_photos: 'true' })).toEqual([ids.usd_rent]);
    expect(await ours({ with_video: 'true' })).toEqual([ids.usd_sale]);
    expect((await ours({ with_video: 'false' })).length).toBe(4);
    expect(
      await ours({ operation: 'rent', min_bedrooms: '2', max_price: '4000', with_photos: 'true' }),
    ).toEqual([ids.usd_rent]);
  });

  it('keeps the room counts of a property written through the editor in sync', async () => {
    const token = (await createSignedInUser(t.database.db, { role: 'agent', companyId: company.id })).token;
    const created = await createProperty(
      client,
      token,
      createBody({ status: 'published', district: '150141' }),
    );
    const found = (query: Record<string, string>) =>
      listIds(client, { district: '150141', ...query }).then((list) => list.includes(created.id));
    // The house detail: 4 bedrooms, 2.5 bathrooms, 2 parking spots.
    expect(await found({ min_bedrooms: '4', min_bathrooms: '2', min_parking: '2' })).toBe(true);
    expect(await found({ min_parking: '3' })).toBe(false);
    const res = await client.patch(
      `/api/v1/properties/${created.id}`,
      { property: {}, property_detail: { bedrooms: 1, parking_spots: 3 } },
      { token },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await found({ min_bedrooms: '2' })).toBe(false);
    expect(await found({ min_parking: '3', min_bedrooms: '1' })).toBe(true);
  });

  it('follows the own price when it is edited, and the offers when they are removed', async () => {
    const token = (await createSignedInUser(t.database.db, { role: 'agent', companyId: company.id })).token;
    const created = await createProperty(
      client,
      token,
      createBody({ status: 'published', district: '150142', price: 100000, currency: 'USD' }),
    );
    const inRange = (min: string, max: string) =>
      listIds(client, { district: '150142', min_price: min, max_price: max }).then((list) =>
        list.includes(created.id),
      );
    // US$ 100,000 = S/ 375,000 at 3.75.
    expect(await inRange('370000', '380000')).toBe(true);
    const edited = await client.patch(
      `/api/v1/properties/${created.id}`,
      { property: { price: 200000 } },
      { token },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await inRange('370000', '380000')).toBe(false);
    expect(await inRange('740000', '760000')).toBe(true);
    // A rent offer becomes its main price; deleting it brings the own price back.
    const offer = await client.post(
      `/api/v1/properties/${created.id}/listings`,
      { listing: { operation: 'rent', price: 4000, currency: 'PEN' } },
      { token },
    );
    expect(offer.statusCode, offer.body).toBe(201);
    expect(await inRange('3900', '4100')).toBe(true);
    const removed = await client.delete(`/api/v1/listings/${offer.json().listing.id}`, { token });
    expect(removed.statusCode).toBe(204);
    expect(await inRange('3900', '4100')).toBe(false);
    expect(await inRange('740000', '760000')).toBe(true);
  });

  it('answers 422 naming the field in Spanish for bad values', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ currency: 'EUR' }, 'currency: Moneda no válida (PEN o USD)'],
      [{ max_area: 'mucho' }, 'max_area: El área máxima debe ser un número'],
      [
        { min_area: '300', max_area: '200' },
        'max_area: El área máxima debe ser mayor o igual al área mínima',
      ],
      [
        { min_price: '5', max_price: '1' },
        'max_price: El precio máximo debe ser mayor o igual al precio mínimo',
      ],
      [{ min_bedrooms: '0' }, 'min_bedrooms: Los dormitorios deben ser un número entero entre 1 y 4'],
      [{ min_bedrooms: '5' }, 'min_bedrooms: Los dormitorios deben ser un número entero entre 1 y 4'],
      [{ min_bathrooms: '1.5' }, 'min_bathrooms: Los baños deben ser un número entero entre 1 y 4'],
      [{ min_parking: 'x' }, 'min_parking: Los estacionamientos deben ser un número entero entre 1 y 4'],
      [{ with_photos: 'yes' }, 'with_photos: El filtro de fotos debe ser true o false'],
      [{ with_video: '1' }, 'with_video: El filtro de video debe ser true o false'],
      [{ sort: 'cheapest' }, 'sort: Orden no válido'],
    ];
    for (const [query, message] of cases) {
      const res = await client.get('/api/v1/properties', { query });
      expect(validationErrors(res), JSON.stringify(query)).toContain(message);
    }
    // Blank values are "not given", as for the other filters.
    const blank = await client.get('/api/v1/properties', {
      query: { currency: '', min_bedrooms: '', with_photos: '', max_area: '' },
    });
    expect(blank.statusCode).toBe(200);
  });
});

import type { PropertyDetail } from '@inmuebles/shared/properties/property-detail-schema';
import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import type { Company } from '../../../platform/db/schema/index.ts';

/*
 * The detail's price comparison and the similar properties (docs/product/offers-and-search.md §4-5).
 */

type Overrides = Parameters<typeof buildProperty>[1];

describe('price comparison and similar properties', () => {
  const t = useTestApp();
  const client = t.client;
  let company: Company;

  beforeAll(async () => {
    company = await createCompany(t.database.db);
  });

  const add = async (overrides: Overrides) =>
    (await buildProperty(t.database.db, { company, ...overrides })).property;
  /** A flat for sale in soles: `pricePerM2` × 100 m². */
  const flatForSale = (district: string, pricePerM2: number, overrides: Overrides = {}) =>
    add({
      propertyType: 'residential',
      propertyDetailType: 'ApartmentResource',
      location: { district },
      areaM2: '100',
      listings: [{ operation: 'sale', price: String(pricePerM2 * 100), currency: 'PEN' }],
      ...overrides,
    });
  const detail = async (id: number | string, token?: string) => {
    const res = await client.get(`/api/v1/properties/${id}`, token ? { token } : {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ property: PropertyDetail }>().property;
  };
  const similar = async (id: number | string, token?: string) => {
    const res = await client.get(`/api/v1/properties/${id}/similar`, token ? { token } : {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ properties: PropertySummary[] }>().properties;
  };

  it('compares the main offer with the median price per m² of 5 or more comparable offers', async () => {
    // Barranco (150104): sale offers at 8,000 / 9,000 / 10,000 / 11,000 S/ per m², plus one in dollars
    // (US$ 320,000 = S/ 1,200,000 over 100 m² = 12,000 at the default 3.75). Median: 10,000.
    const own = await flatForSale('150104', 8000);
    for (const perM2 of [9000, 10000, 11000]) await flatForSale('150104', perM2);
    // Not comparable: another operation, another type, paused, no area, another district, not listed.
    await add({
      propertyType: 'residential',
      location: { district: '150104' },
      areaM2: '100',
      listings: [{ operation: 'rent', price: '9000', currency: 'PEN' }],
    });
    await add({
      propertyType: 'commercial',
      propertyDetailType: 'OfficeResource',
      location: { district: '150104' },
      areaM2: '100',
      listings: [{ operation: 'sale', price: '100', currency: 'PEN' }],
    });
    await flatForSale('150104', 1, {
      listings: [{ operation: 'sale', price: '100', currency: 'PEN', status: 'paused' }],
    });
    await flatForSale('150104', 1, { areaM2: null });
    await flatForSale('150105', 1);
    await flatForSale('150104', 1, { status: 'draft' });
    // Four comparables: no comparison yet.
    expect((await detail(own.id)).price_comparison).toBeNull();

    // The fifth, written through the API: it drops the cached median of its group.
    const fifth = await add({ propertyType: 'residential', location: { district: '150104' }, areaM2: '100' });
    const token = (await createSignedInUser(t.database.db, { role: 'agent', companyId: company.id })).token;
    const res = await client.post(
      `/api/v1/properties/${fifth.id}/listings`,
      { listing: { operation: 'sale', price: 320000, currency: 'USD' } },
      { token },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((await detail(own.id)).price_comparison).toEqual({
      median_price_per_m2_pen: '10000.00',
      currency: 'PEN',
      price_per_m2: '8000.00',
      median_price_per_m2: '10000.00',
      difference_percent: -20,
      district: 'Barranco',
      comparables: 5,
    });
    // A price in dollars is compared in dollars: the median at the offer's own rate (S/ 3.75 per US$).
    expect((await detail(fifth.slug)).price_comparison).toEqual({
      median_price_per_m2_pen: '10000.00',
      currency: 'USD',
      price_per_m2: '3200.00',
      median_price_per_m2: '2666.67',
      difference_percent: 20,
      district: 'Barranco',
      comparables: 5,
    });
  });

  it('has no comparison without a main offer or an area', async () => {
    const noOffer = await add({ location: { district: '150104' }, areaM2: '100' });
    expect((await detail(noOffer.id)).price_comparison).toBeNull();
    const noArea = await flatForSale('150104', 9000, { areaM2: null });
    expect((await detail(noArea.id)).price_comparison).toBeNull();
  });

  it('finds similar properties: same operation and type, ±25% in soles, district first, then province', async () => {
    // Reference: a rent of S/ 4,000 in Lince (150116).
    const rent = (
      district: string,
      price: string,
      currency: 'PEN' | 'USD' = 'PEN',
      overrides: Overrides = {},
    ) =>
      add({
        propertyType: 'residential',
        location: { district },
        listings: [{ operation: 'rent', price, currency }],
        ...overrides,
      });
    const reference = await rent('150116', '4000');
    const sameDistrict = await rent('150116', '4900');
    const inDollars = await rent('150116', '1000', 'USD'); // S/ 3,750
    const otherDistrict = await rent('150115', '4000'); // La Victoria, same province
    await rent('150116', '5100'); // +27.5%
    await rent('150116', '2900'); // -27.5%
    await rent('150116', '4000', 'PEN', { propertyType: 'commercial', propertyDetailType: 'OfficeResource' });
    await rent('150116', '4000', 'PEN', { visibility: 'unlisted' });
    await rent('070101', '4000'); // Callao: another province
    await add({
      propertyType: 'residential',
      location: { district: '150116' },
      listings: [{ operation: 'sale', price: '4000', currency: 'PEN' }],
    });

    const found = await similar(reference.slug);
    expect(found.map((p) => p.id)).toEqual([inDollars.id, sameDistrict.id, otherDistrict.id]);
    expect(found.every((p) => p.listings.every((l) => l.status === 'active'))).toBe(true);
    expect(await similar(reference.id)).toHaveLength(3);
  });

  it('returns at most 6, and answers 404 where the detail would', async () => {
    const reference = await flatForSale('150120', 5000);
    for (let i = 0; i < 8; i += 1) await flatForSale('150120', 5000 + i * 10);
    expect(await similar(reference.id)).toHaveLength(6);

    const hidden = await flatForSale('150120', 5000, { status: 'draft' });
    expect((await client.get(`/api/v1/properties/${hidden.id}/similar`)).statusCode).toBe(404);
    expect((await client.get('/api/v1/properties/no-existe/similar')).statusCode).toBe(404);
    const member = (await createSignedInUser(t.database.db, { role: 'agent', companyId: company.id })).token;
    expect(await similar(hidden.id, member)).toHaveLength(6);
  });
});

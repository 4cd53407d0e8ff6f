import type { PropertyDetailResponse } from '@inmuebles/shared/properties/property-detail-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { TestClient } from '../../../../test/http-client.ts';
import { listIds, listProperties } from './list-test-support.ts';

/*
 * "Apto Crédito MiVivienda" on the card and the detail, and the "Apto MiVivienda" filter
 * (docs/product/price-and-mortgage.md §3), against the 2025 bands loaded with the product.
 */
describe('MiVivienda on the properties and the mivivienda filter', () => {
  let t: TestApp;
  let client: TestClient;
  const ids: Record<string, number> = {};
  const slugs: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    client = new TestClient(t.app);
    const company = await createCompany(t.database.db);
    const homes = {
      // S/ 140,000: "más de S/ 98,100 a S/ 146,900", bono S/ 22,800.
      flatInSoles: { type: 'residential', listing: { operation: 'sale', price: '140000', currency: 'PEN' } },
      // US$ 30,000 × 3.75 = S/ 112,500: the same band.
      flatInDollars: { type: 'residential', listing: { operation: 'sale', price: '30000', currency: 'USD' } },
      // The top band's upper price is in it.
      topBand: { type: 'residential', listing: { operation: 'sale', price: '362100', currency: 'PEN' } },
      tooDear: { type: 'residential', listing: { operation: 'sale', price: '362100.01', currency: 'PEN' } },
      office: { type: 'commercial', listing: { operation: 'sale', price: '140000', currency: 'PEN' } },
      forRent: { type: 'residential', listing: { operation: 'rent', price: '140000', currency: 'PEN' } },
    } as const;
    for (const [key, home] of Object.entries(homes)) {
      const { property } = await buildProperty(t.database.db, {
        company,
        propertyType: home.type,
        propertyDetailType: home.type === 'residential' ? 'ApartmentResource' : 'OfficeResource',
        listings: [home.listing],
      });
      ids[key] = property.id;
      slugs[key] = property.slug;
    }
  });
  afterAll(async () => t.close());

  it('gives a home on sale within a band its bono, on the card and the detail', async () => {
    const cards = new Map(
      (await listProperties(client, { per_page: '50' })).properties.map((p) => [p.id, p]),
    );
    const bonoOf = (key: string) => cards.get(ids[key]!)?.mivivienda?.bono ?? null;
    expect(bonoOf('flatInSoles')).toBe(22_800);
    expect(bonoOf('flatInDollars')).toBe(22_800);
    expect(bonoOf('topBand')).toBe(7_800);
    expect([bonoOf('tooDear'), bonoOf('office'), bonoOf('forRent')]).toEqual([null, null, null]);
    const res = await client.get(`/api/v1/properties/${slugs.flatInSoles}`);
    expect(res.json<PropertyDetailResponse>().property.mivivienda).toEqual({
      bono: 22_800,
      year: 2025,
      decree: 'D.S. 004-2025-VIVIENDA',
    });
  });

  it('filters exactly those', async () => {
    expect((await listIds(client, { mivivienda: 'true' })).sort((a, b) => a - b)).toEqual(
      [ids.flatInSoles!, ids.flatInDollars!, ids.topBand!].sort((a, b) => a - b),
    );
    const res = await client.get('/api/v1/properties', { query: { mivivienda: 'quizás' } });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: string[] }>().errors).toEqual([
      'mivivienda: El filtro MiVivienda debe ser true o false',
    ]);
  });
});

import type { PublicListingResponse } from '@inmuebles/shared/properties/public-listing-schema';
import { limaToday } from '@inmuebles/shared/exchange-rates/exchange-rate-schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { addUnitType, createProject, setProjectStatus } from '../../projects/routes/test-support.ts';
import { mapOf } from './map-test-support.ts';

/*
 * "Apto MiVivienda" in "Comprar" (docs/product/projects.md §2.6): a project matches when the builder flagged
 * it and one unit type meeting the other filters has a price in soles within the bands of the year in force
 * (the 2025 bands loaded with the product: S/ 68,800 to S/ 362,100).
 */
describe('GET /api/v1/properties?mivivienda=true: projects', () => {
  const t = useTestApp();
  const client = t.client;

  const names = async (query: Record<string, string>) => {
    const res = await client.get('/api/v1/properties', { query: { per_page: '100', ...query } });
    expect(res.statusCode, res.body).toBe(200);
    return res
      .json<PublicListingResponse>()
      .properties.map((item) =>
        item.kind === 'project' ? `project:${item.project.name}` : `property:${item.title}`,
      )
      .sort();
  };

  beforeAll(async () => {
    const db = t.database.db;
    const admin = await createSignedInUser(db, { role: 'admin', companyId: null });
    expect(
      (await client.put('/api/v1/exchange_rate', { rate: 3.75, date: limaToday() }, { token: admin.token }))
        .statusCode,
    ).toBe(200);
    const builder = await createSignedInUser(db, { role: 'company_admin' });
    const token = builder.token;
    // Flagged: a 1-bedroom flat at S/ 140,000 (in a band) and a 3-bedroom one at S/ 500,000 (above them).
    const social = await createProject(client, token, { name: 'Vivienda Social', mivivienda: true });
    await addUnitType(client, token, social.id, { name: 'Flat 1D', bedrooms: 1, price_from: 140000 });
    await addUnitType(client, token, social.id, { name: 'Flat 3D', bedrooms: 3, price_from: 500000 });
    await setProjectStatus(client, token, social.id, 'published');
    // Flagged, priced in dollars: US$ 30,000 × 3.75 = S/ 112,500.
    const dollars = await createProject(client, token, { name: 'Dólares Bono', mivivienda: true });
    await addUnitType(client, token, dollars.id, { bedrooms: 2, price_from: 30000, currency: 'USD' });
    await setProjectStatus(client, token, dollars.id, 'published');
    // Priced within the bands but not flagged by its builder.
    const plain = await createProject(client, token, { name: 'Sin Bono' });
    await addUnitType(client, token, plain.id, { bedrooms: 2, price_from: 140000 });
    await setProjectStatus(client, token, plain.id, 'published');
    await buildProperty(db, {
      company: builder.company!,
      title: 'Flat apto',
      propertyType: 'residential',
      propertyDetailType: 'ApartmentResource',
      latitude: '-12.120000',
      longitude: '-77.030000',
      listings: [{ operation: 'sale', price: '140000', currency: 'PEN' }],
    });
  });

  it('holds a flagged project through a unit type priced within the bands', async () => {
    expect(await names({ operation: 'sale', mivivienda: 'true' })).toEqual([
      'project:Dólares Bono',
      'project:Vivienda Social',
      'property:Flat apto',
    ]);
    const res = await client.get('/api/v1/properties', {
      query: { operation: 'sale', mivivienda: 'true', listing_kind: 'project', sort: 'price_asc' },
    });
    const items = res.json<PublicListingResponse>().properties;
    expect(
      items.map((item) => (item.kind === 'project' ? item.project.matching_price_from_pen : null)),
    ).toEqual(['112500.00', '140000.00']);
  });

  it('needs the same unit type to meet the other filters', async () => {
    // Its 3-bedroom flat is above the bands, its flat within them has one bedroom.
    expect(await names({ operation: 'sale', mivivienda: 'true', min_bedrooms: '3' })).toEqual([]);
    expect(
      await names({ operation: 'sale', mivivienda: 'true', min_bedrooms: '1', listing_kind: 'project' }),
    ).toEqual(['project:Dólares Bono', 'project:Vivienda Social']);
  });

  it('shows the same projects on the map', async () => {
    const map = await mapOf(client, {
      operation: 'sale',
      mivivienda: 'true',
      bbox: '-77.2,-12.3,-76.8,-11.9',
      zoom: '16',
    });
    expect(map.points.map((point) => `${point.kind ?? 'property'}:${point.title}`).sort()).toEqual([
      'project:Dólares Bono',
      'project:Vivienda Social',
      'property:Flat apto',
    ]);
  });
});

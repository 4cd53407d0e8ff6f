import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import type { Company } from '../../../platform/db/schema/index.ts';
import { listIds, listProperties } from './list-test-support.ts';

/*
 * GET /properties filters against a known data set: each filter alone, then combined, and only published
 * and public properties ever listed.
 */
describe('GET /api/v1/properties: filters', () => {
  const t = useTestApp();
  const client = t.client;
  let company: Company;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const db = t.database.db;
    company = await createCompany(db, {
      email: 'ventas@andina.pe',
      phone: '+51 1 444 5555',
      logoKey: 'companies/1/logo-a.webp',
    });
    const add = async (key: string, overrides: Parameters<typeof buildProperty>[1]) => {
      ids[key] = (await buildProperty(db, { company, ...overrides })).property.id;
    };
    await add('miraflores_flat', {
      title: 'Departamento con vista al mar',
      propertyType: 'residential',
      propertyDetailType: 'ApartmentResource',
      location: { district: '150122' },
      price: '300000',
      areaM2: '95',
      listings: [{ operation: 'sale' }],
      photos: 3,
    });
    await add('jesus_maria_house', {
      title: 'Casa familiar',
      propertyType: 'residential',
      propertyDetailType: 'HouseResource',
      location: { district: 'Jesús María' },
      price: '450000',
      areaM2: '220',
      listings: [{ operation: 'rent', price: '2500', currency: 'PEN' }],
    });
    await add('san_isidro_office', {
      title: 'Oficina corporativa',
      propertyType: 'commercial',
      propertyDetailType: 'OfficeResource',
      location: { district: '150131' },
      price: '800000',
      areaM2: '400',
      listings: [{ operation: 'sale' }, { operation: 'rent', status: 'paused' }],
    });
    await add('arequipa_warehouse', {
      title: 'Almacén industrial',
      propertyType: 'industrial',
      propertyDetailType: 'WarehouseResource',
      location: { region: 'Arequipa', province: 'Arequipa', district: 'Cerro Colorado' },
      price: '1200000',
      areaM2: '3000',
    });
    await add('ica_land', {
      title: 'Terreno agrícola',
      propertyType: 'land',
      propertyDetailType: 'LandResource',
      location: { region: 'Ica', province: 'Ica' },
      price: '90000',
      areaM2: null,
      listings: [{ operation: 'sale', status: 'closed' }],
    });
    // Never listed.
    await add('draft', { status: 'draft' });
    await add('archived', { status: 'archived' });
    await add('unlisted', { visibility: 'unlisted' });
    await add('private', { visibility: 'private' });
  });

  const listed = () => [
    'miraflores_flat',
    'jesus_maria_house',
    'san_isidro_office',
    'arequipa_warehouse',
    'ica_land',
  ];
  const idsOf = (...keys: string[]) => keys.map((k) => ids[k]);
  const sortedIds = async (query: Record<string, string>) =>
    (await listIds(client, query)).sort((a, b) => a - b);
  const expectIds = async (query: Record<string, string>, keys: string[]) =>
    expect(await sortedIds(query)).toEqual(idsOf(...keys).sort((a = 0, b = 0) => a - b));

  it('lists only published, public properties (no draft, archived, unlisted or private)', async () => {
    await expectIds({}, listed());
    const body = await listProperties(client);
    expect(body.pagination).toEqual({
      current_page: 1,
      total_pages: 1,
      total_count: 5,
      per_page: 20,
      total_is_exact: true,
    });
  });

  it('filters by property_type and property_detail_type', async () => {
    await expectIds({ property_type: 'residential' }, ['miraflores_flat', 'jesus_maria_house']);
    await expectIds({ property_type: 'land' }, ['ica_land']);
    await expectIds({ property_detail_type: 'OfficeResource' }, ['san_isidro_office']);
    await expectIds({ property_type: 'residential', property_detail_type: 'HouseResource' }, [
      'jesus_maria_house',
    ]);
  });

  it('filters by department, province and district, as codes or as names with or without accents', async () => {
    const lima = ['miraflores_flat', 'jesus_maria_house', 'san_isidro_office'];
    await expectIds({ region: '15' }, lima);
    await expectIds({ region: 'lima' }, lima);
    await expectIds({ region: 'Lima', province: 'Lima' }, lima);
    await expectIds({ province: '1501' }, lima);
    await expectIds({ district: '150113' }, ['jesus_maria_house']);
    await expectIds({ district: 'Jesus Maria' }, ['jesus_maria_house']);
    await expectIds({ region: 'Lima', province: 'Lima', district: 'jesús maría' }, ['jesus_maria_house']);
    await expectIds({ region: 'Arequipa' }, ['arequipa_warehouse']);
    await expectIds({ region: '11' }, ['ica_land']);
  });

  it('answers an empty page, not an error, for a place that does not exist or contradicts its parent', async () => {
    const queries: Record<string, string>[] = [
      { region: 'Atlantida' },
      { district: '999999' },
      { region: 'Ica', district: 'Miraflores' },
    ];
    for (const query of queries) {
      const body = await listProperties(client, query);
      expect(body.properties).toEqual([]);
      expect(body.pagination).toEqual({
        current_page: 1,
        total_pages: 0,
        total_count: 0,
        per_page: 20,
        total_is_exact: true,
      });
    }
  });

  it('filters by price range and minimum area (bounds included)', async () => {
    // Ranges typed in dollars compare the main price (docs/product/offers-and-search.md §3): the house is
    // represented by its rent of S/ 2,500, the others by their sale offer or their own price.
    const usd = { currency: 'USD' };
    await expectIds({ ...usd, min_price: '300000' }, [
      'miraflores_flat',
      'san_isidro_office',
      'arequipa_warehouse',
    ]);
    await expectIds({ ...usd, max_price: '300000' }, ['miraflores_flat', 'jesus_maria_house', 'ica_land']);
    await expectIds({ ...usd, min_price: '300000', max_price: '800000' }, [
      'miraflores_flat',
      'san_isidro_office',
    ]);
    await expectIds({ ...usd, min_price: '300000.5', max_price: '300000.5' }, []);
    // The same range in soles (default): US$ 300,000 is S/ 1,125,000 at the default rate.
    await expectIds({ min_price: '1125000', max_price: '1125000' }, ['miraflores_flat']);
    await expectIds({ min_area: '220' }, ['jesus_maria_house', 'san_isidro_office', 'arequipa_warehouse']);
  });

  it('filters by operation through active offers only', async () => {
    await expectIds({ operation: 'sale' }, ['miraflores_flat', 'san_isidro_office']);
    await expectIds({ operation: 'rent' }, ['jesus_maria_house']);
  });

  it('combines filters and treats empty values as absent', async () => {
    const saleUpTo = { operation: 'sale', max_price: '350000', currency: 'USD' };
    await expectIds({ region: '15', property_type: 'residential', ...saleUpTo }, ['miraflores_flat']);
    await expectIds(
      { region: '', province: '', district: '', search: '', property_type: '', min_price: '', sort: '' },
      listed(),
    );
  });

  it("gives each card what it shows, without a staff e-mail or phone (the company's public phone for WhatsApp)", async () => {
    const staff = await createSignedInUser(t.database.db, {
      companyId: company.id,
      email: 'agente.secreta@andina.pe',
      phone: '+51 999 111 222',
    });
    await t.database.db.execute(sql`update properties set created_by_id = ${staff.user.id}`);
    const res = await client.get('/api/v1/properties', {
      query: { region: 'Lima', district: 'Miraflores' },
      token: staff.token,
    });
    expect(res.statusCode).toBe(200);
    for (const secret of [
      'agente.secreta@andina.pe',
      '999 111 222',
      'ventas@andina.pe',
      'password',
      'token',
    ]) {
      expect(res.body).not.toContain(secret);
    }
    const [card] = res.json<{ properties: Record<string, unknown>[] }>().properties;
    expect(card).toMatchObject({
      id: ids.miraflores_flat,
      title: 'Departamento con vista al mar',
      property_type: 'residential',
      property_detail_type: 'ApartmentResource',
      price: '300000.00',
      currency: 'USD',
      area_m2: '95.00',
      // No agent in charge: the company's phone, the one its page and the detail's 'Llamar' show.
      contact_phone: '+51 1 444 5555',
      status: 'published',
      visibility: 'public',
      address: { district: 'Miraflores', province: 'Lima', region: 'Lima', country: 'Perú' },
      ubigeo: { department: '15', province: '1501', district: '150122' },
      photos_count: 3,
      company: {
        id: company.id,
        name: company.name,
        slug: company.slug,
        logo_url: '/uploads/companies/1/logo-a.webp',
      },
      ranking: {
        view_count: 0,
        favorite_count: 0,
        contact_count: 0,
        featured: false,
        premium: false,
        last_viewed_at: null,
      },
      listings: [{ operation: 'sale', price: '300000.00', currency: 'USD', status: 'active' }],
      is_favorited: false,
    });
    expect(card?.main_photo).toEqual({
      id: expect.any(Number),
      title: null,
      image_url: `/uploads/properties/${ids.miraflores_flat}/photos/test1/large.webp`,
      thumbnail_url: `/uploads/properties/${ids.miraflores_flat}/photos/test1/thumb.webp`,
      // A photo stored without renditions (as older photos are): the card falls back to the two sizes.
      variants: [],
    });
    expect(Object.keys(card?.company as object).sort()).toEqual([
      'id',
      'logo_url',
      'name',
      'slug',
      'verified_at',
    ]);
  });

  it('shows a card without photos with a null main photo, no offers and a shortened description', async () => {
    const long = `${'Amplio terreno con acceso a carretera y agua de riego. '.repeat(12)}Final.`;
    await t.database.db.execute(sql`update properties set description = ${long} where id = ${ids.ica_land}`);
    const body = await listProperties(client, { region: 'Ica' });
    const [card] = body.properties;
    expect(card?.main_photo).toBeNull();
    expect(card?.photos_count).toBe(0);
    expect(card?.listings).toEqual([]);
    expect(card?.area_m2).toBeNull();
    expect(card?.description?.length).toBeLessThanOrEqual(301);
    expect(card?.description?.endsWith('…')).toBe(true);
    expect(long.startsWith(card?.description?.slice(0, -1) ?? 'x')).toBe(true);
  });
});

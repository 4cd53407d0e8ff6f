import type { PropertyDetail } from '@inmuebles/shared/properties/property-detail-schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityEvents, houseDetails, properties } from '../../../platform/db/schema/index.ts';
import { listIds } from './list-test-support.ts';
import {
  createBody,
  createProperty,
  houseDetail,
  readProperty,
  square,
  useEditorApp,
} from './write-test-support.ts';

/*
 * Creating a property from the editor: what is stored and read back, the location, the geometry and the
 * slug. Who may create: create-property-access.test.ts; what is refused: create-property-validation.test.ts.
 */

describe('POST /api/v1/properties', () => {
  const { t, client, roles } = useEditorApp();

  const eventsOf = async (id: number) =>
    (
      await t.database.db
        .select({ kind: activityEvents.kind, data: activityEvents.data })
        .from(activityEvents)
        .where(eq(activityEvents.propertyId, id))
        .orderBy(activityEvents.id)
    ).map((event) => [event.kind, event.data.title]);

  it('a company_admin creates a draft of their company; what GET reads back is what was sent', async () => {
    const created = await createProperty(client, roles.owner);
    expect(created).toMatchObject({
      slug: 'casa-en-miraflores-con-jardin',
      title: 'Casa en Miraflores con jardín',
      description: 'Amplia casa de dos pisos, cerca al malecón.',
      property_type: 'residential',
      property_detail_type: 'HouseResource',
      price: '350000.00',
      currency: 'USD',
      area_m2: '220.50',
      status: 'draft',
      visibility: 'public',
      published_at: null,
      address: {
        line: 'Av. Larco 123',
        district: 'Miraflores',
        province: 'Lima',
        region: 'Lima',
        country: 'Perú',
        postal_code: '15074',
      },
      ubigeo: { department: '15', province: '1501', district: '150122' },
      property_detail: { type: 'HouseResource', ...houseDetail },
      video: { url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE', file_url: null, type: 'url' },
      geometry: null,
      polygon_coordinates: null,
      latitude: null,
      longitude: null,
      company: { id: roles.company.id },
      can_edit: true,
      photos: [],
    });
    expect(await readProperty(client, roles.owner, created.id)).toEqual(created);
    expect(await readProperty(client, roles.owner, created.slug)).toEqual(created);
    // A draft is not public.
    expect((await client.get(`/api/v1/properties/${created.id}`)).statusCode).toBe(404);
    expect(await eventsOf(created.id)).toEqual([['property_created', 'Casa en Miraflores con jardín']]);
  });

  it('an agent creates for their own company too, and the property is theirs to edit', async () => {
    const created = await createProperty(client, roles.agent, createBody({ title: 'Depósito del agente' }));
    expect(created.company.id).toBe(roles.company.id);
    const [row] = await t.database.db
      .select({ companyId: properties.companyId, createdById: properties.createdById })
      .from(properties)
      .where(eq(properties.id, created.id));
    expect(row?.companyId).toBe(roles.company.id);
    expect(row?.createdById).not.toBeNull();
    expect((await readProperty(client, roles.owner, created.id)).can_edit).toBe(true);
  });

  it('publishing on creation stamps published_at, lists it publicly and records both events', async () => {
    const created = await createProperty(
      client,
      roles.owner,
      createBody({ title: 'Casa publicada', status: 'published' }),
    );
    expect(created.status).toBe('published');
    expect(created.published_at).not.toBeNull();
    expect(await listIds(client)).toContain(created.id);
    expect((await eventsOf(created.id)).map(([kind]) => kind)).toEqual([
      'property_created',
      'property_published',
    ]);
  });

  it('reads the location from names as well as codes and stores both', async () => {
    const created = await createProperty(
      client,
      roles.owner,
      createBody({
        title: 'Departamento en Jesús María',
        region: 'lima',
        province: 'Lima',
        district: 'Jesus Maria',
      }),
    );
    expect(created.ubigeo).toEqual({ department: '15', province: '1501', district: '150113' });
    expect(created.address).toMatchObject({ region: 'Lima', province: 'Lima', district: 'Jesús María' });
  });

  it('accepts numbers as text and fills the spec defaults', async () => {
    const created = await createProperty(client, roles.owner, {
      property_detail_type: 'LotResource',
      property: {
        title: 'Lote en Chilca',
        description: 'Lote plano.',
        property_type: 'land',
        price: '45000.50',
        area_m2: '300',
        address_line: 'Km 62',
        region: '15',
        province: '1501',
        district: '150101',
      },
    });
    expect(created).toMatchObject({
      price: '45000.50',
      area_m2: '300.00',
      currency: 'USD',
      status: 'draft',
      visibility: 'public',
      address: { country: 'Perú', postal_code: null },
      video: null,
      // No detail sent: the row exists with every field empty.
      property_detail: {
        type: 'LotResource',
        front_m: null,
        depth_m: null,
        water: null,
        electricity: null,
        sewage: null,
      },
    });
  });

  describe('geometry', () => {
    it('the polygon wins over the point: stored closed, with its centroid as the point', async () => {
      const created = await createProperty(
        client,
        roles.owner,
        createBody({
          title: 'Terreno con polígono',
          polygon_coordinates: square,
          latitude: -12.5,
          longitude: -76.5,
        }),
      );
      const closed = [...square, square[0]];
      expect(created.polygon_coordinates).toEqual(closed);
      expect(created.geometry).toEqual({ type: 'Polygon', coordinates: [closed] });
      expect(created.latitude).toBeCloseTo(-12.1195, 6);
      expect(created.longitude).toBeCloseTo(-77.0295, 6);
      expect(await readProperty(client, roles.owner, created.id)).toEqual(created);
    });

    it('a point alone is stored as the point', async () => {
      const created = await createProperty(
        client,
        roles.owner,
        createBody({ title: 'Casa con marcador', latitude: -12.12, longitude: -77.03 }),
      );
      expect(created).toMatchObject({
        geometry: { type: 'Point', coordinates: [-77.03, -12.12] },
        polygon_coordinates: null,
        latitude: -12.12,
        longitude: -77.03,
      });
    });
  });

  describe('slug', () => {
    it('is unique: the same title gets -2, -3', async () => {
      const body = createBody({ title: 'Oficina en San Isidro' });
      const slugs = [];
      for (let i = 0; i < 3; i += 1) slugs.push((await createProperty(client, roles.owner, body)).slug);
      expect(slugs).toEqual(['oficina-en-san-isidro', 'oficina-en-san-isidro-2', 'oficina-en-san-isidro-3']);
    });

    it('folds accents and symbols, and never is all digits (a path of digits is an id)', async () => {
      expect(
        (await createProperty(client, roles.owner, createBody({ title: '¡Ñandú & Cía. en Áncash!' }))).slug,
      ).toBe('nandu-cia-en-ancash');
      expect((await createProperty(client, roles.owner, createBody({ title: '2024' }))).slug).toBe(
        'propiedad-2024',
      );
    });
  });

  it('the detail row is written with exact decimals', async () => {
    const created: PropertyDetail = await createProperty(
      client,
      roles.owner,
      createBody({ title: 'Casa exacta' }),
    );
    const [row] = await t.database.db
      .select()
      .from(houseDetails)
      .where(eq(houseDetails.propertyId, created.id));
    expect(row).toMatchObject({ bathrooms: '2.5', bedrooms: 4, garden: true, pool: false });
  });

  it('keeps a polygon drawn near the border (Tumbes) and the point of Iquitos', async () => {
    const tumbes = [
      [-80.45, -3.57],
      [-80.44, -3.57],
      [-80.44, -3.56],
    ];
    const created = await createProperty(
      client,
      roles.owner,
      createBody({
        title: 'Terreno en Tumbes',
        region: '24',
        province: '2401',
        district: '240101',
        polygon_coordinates: tumbes,
      }),
    );
    expect(created.geometry?.type).toBe('Polygon');
    const iquitos = await createProperty(
      client,
      roles.owner,
      createBody({
        title: 'Casa en Iquitos',
        region: '16',
        province: '1601',
        district: '160101',
        latitude: -3.7491,
        longitude: -73.2538,
      }),
    );
    expect(iquitos.geometry).toEqual({ type: 'Point', coordinates: [-73.2538, -3.7491] });
  });
});

import type { PropertyDetail } from '@inmuebles/shared/properties/property-detail-schema';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { activityEvents, houseDetails, properties, type Company } from '../../../platform/db/schema/index.ts';
import { listIds } from './list-test-support.ts';
import {
  bowTie,
  createBody,
  createProperty,
  houseDetail,
  readProperty,
  square,
  validationErrors,
} from './write-test-support.ts';

describe('POST /api/v1/properties', () => {
  const t = useTestApp();
  const client = t.client;
  let company: Company;
  let otherCompany: Company;
  let managerToken: string;
  let agentToken: string;
  let adminToken: string;

  beforeAll(async () => {
    const db = t.database.db;
    company = await createCompany(db);
    otherCompany = await createCompany(db);
    managerToken = (await createSignedInUser(db, { role: 'company_admin', companyId: company.id })).token;
    agentToken = (await createSignedInUser(db, { role: 'agent', companyId: company.id })).token;
    adminToken = (await createSignedInUser(db, { role: 'admin', companyId: null })).token;
  });

  const countProperties = async () =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(properties))[0]?.n ?? 0;
  const eventsOf = async (id: number) =>
    (
      await t.database.db
        .select({ kind: activityEvents.kind, data: activityEvents.data })
        .from(activityEvents)
        .where(eq(activityEvents.propertyId, id))
        .orderBy(activityEvents.id)
    ).map((event) => [event.kind, event.data.title]);

  it('a company_admin creates a draft of their company; what GET reads back is what was sent', async () => {
    const created = await createProperty(client, managerToken);
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
      company: { id: company.id },
      can_edit: true,
      photos: [],
    });
    expect(await readProperty(client, managerToken, created.id)).toEqual(created);
    expect(await readProperty(client, managerToken, created.slug)).toEqual(created);
    // A draft is not public.
    expect((await client.get(`/api/v1/properties/${created.id}`)).statusCode).toBe(404);
    expect(await eventsOf(created.id)).toEqual([['property_created', 'Casa en Miraflores con jardín']]);
  });

  it('an agent creates for their own company too, and the property is theirs to edit', async () => {
    const created = await createProperty(client, agentToken, createBody({ title: 'Depósito del agente' }));
    expect(created.company.id).toBe(company.id);
    const [row] = await t.database.db
      .select({ companyId: properties.companyId, createdById: properties.createdById })
      .from(properties)
      .where(eq(properties.id, created.id));
    expect(row?.companyId).toBe(company.id);
    expect(row?.createdById).not.toBeNull();
    expect((await readProperty(client, managerToken, created.id)).can_edit).toBe(true);
  });

  it('publishing on creation stamps published_at, lists it publicly and records both events', async () => {
    const created = await createProperty(
      client,
      managerToken,
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
      managerToken,
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
    const created = await createProperty(client, managerToken, {
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
        managerToken,
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
      expect(await readProperty(client, managerToken, created.id)).toEqual(created);
    });

    it('a point alone is stored as the point', async () => {
      const created = await createProperty(
        client,
        managerToken,
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
      for (let i = 0; i < 3; i += 1) slugs.push((await createProperty(client, managerToken, body)).slug);
      expect(slugs).toEqual(['oficina-en-san-isidro', 'oficina-en-san-isidro-2', 'oficina-en-san-isidro-3']);
    });

    it('folds accents and symbols, and never is all digits (a path of digits is an id)', async () => {
      expect(
        (await createProperty(client, managerToken, createBody({ title: '¡Ñandú & Cía. en Áncash!' }))).slug,
      ).toBe('nandu-cia-en-ancash');
      expect((await createProperty(client, managerToken, createBody({ title: '2024' }))).slug).toBe(
        'propiedad-2024',
      );
    });
  });

  describe('who may create', () => {
    it('an admin creates for the company named by company_id', async () => {
      const created = await createProperty(client, adminToken, createBody({ company_id: otherCompany.id }));
      expect(created.company.id).toBe(otherCompany.id);
    });

    it('an admin naming no company, or one that does not exist, is refused', async () => {
      const without = await client.post('/api/v1/properties', createBody(), { token: adminToken });
      expect(without.statusCode).toBe(403);
      expect(without.json()).toMatchObject({ message: 'No tienes una empresa asignada' });
      const unknown = await client.post('/api/v1/properties', createBody({ company_id: 999_999 }), {
        token: adminToken,
      });
      expect(validationErrors(unknown)).toEqual(['property.company_id: Empresa no encontrada']);
    });

    it('a member may not create for another company', async () => {
      const before = await countProperties();
      const res = await client.post('/api/v1/properties', createBody({ company_id: otherCompany.id }), {
        token: agentToken,
      });
      expect(res.statusCode).toBe(403);
      expect(await countProperties()).toBe(before);
    });

    it('a user without company gets 403 with the spec message', async () => {
      const { token } = await createSignedInUser(t.database.db, { role: 'agent', companyId: null });
      const res = await client.post('/api/v1/properties', createBody(), { token });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'forbidden', message: 'No tienes una empresa asignada' });
    });

    it('a guest gets 401', async () => {
      const res = await client.post('/api/v1/properties', createBody());
      expect(res.statusCode).toBe(401);
    });

    it('without the anti-forgery header: 403 and nothing created', async () => {
      const before = await countProperties();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/properties',
        headers: { authorization: `Bearer ${managerToken}` },
        cookies: { csrf_token: 'a-cookie-without-its-header' },
        payload: createBody(),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'csrf_failed' });
      expect(await countProperties()).toBe(before);
    });
  });

  describe('validation: 422 with Spanish messages, nothing created', () => {
    const refused = async (body: unknown) => {
      const before = await countProperties();
      const res = await client.post('/api/v1/properties', body, { token: managerToken });
      const errors = validationErrors(res);
      expect(await countProperties()).toBe(before);
      return errors;
    };

    it('missing title', async () => {
      const body = createBody();
      const { title: _title, ...property } = body.property;
      expect(await refused({ ...body, property })).toEqual(['property.title: El título es requerido']);
      expect(await refused(createBody({ title: '   ' }))).toEqual(['property.title: El título es requerido']);
    });

    it('negative price and unknown currency', async () => {
      expect(await refused(createBody({ price: -1, currency: 'GBP' }))).toEqual([
        'property.price: El precio debe ser un número mayor o igual a 0',
        'property.currency: Moneda no válida (USD, PEN o EUR)',
      ]);
    });

    it('unknown fields, in the property and in the detail', async () => {
      expect(await refused(createBody({ owner_email: 'x@y.pe' }))).toEqual([
        'property: Campo no permitido: owner_email',
      ]);
      expect(await refused(createBody({}, { property_detail: { ...houseDetail, sauna: true } }))).toEqual([
        'property_detail: Campo no permitido: sauna',
      ]);
    });

    it('a detail field of another category', async () => {
      expect(
        await refused(
          createBody(
            { property_type: 'land' },
            { property_detail_type: 'LandResource', property_detail: { bedrooms: 3 } },
          ),
        ),
      ).toEqual(['property_detail: Campo no permitido: bedrooms']);
    });

    it('a category of another type (a lot that would be residential)', async () => {
      expect(
        await refused(createBody({}, { property_detail_type: 'LotResource', property_detail: {} })),
      ).toEqual(['property_detail_type: La categoría no corresponde al tipo de propiedad']);
    });

    it('bathrooms in steps of 0.5 only', async () => {
      expect(await refused(createBody({}, { property_detail: { bathrooms: 2.3 } }))).toEqual([
        'property_detail.bathrooms: Baños debe ser múltiplo de 0,5',
      ]);
    });

    it('coordinates outside Peru', async () => {
      expect(await refused(createBody({ latitude: 40.4168, longitude: -3.7038 }))).toEqual([
        'property.latitude: La ubicación debe estar dentro del Perú.',
      ]);
      expect(
        await refused(
          createBody({
            polygon_coordinates: [
              [-3.7, 40.4],
              [-3.69, 40.4],
              [-3.69, 40.41],
            ],
          }),
        ),
      ).toEqual(['property.polygon_coordinates: El polígono debe estar dentro del Perú.']);
    });

    it('a self-intersecting polygon', async () => {
      expect(await refused(createBody({ polygon_coordinates: bowTie }))).toEqual([
        'property.polygon_coordinates: ¡Error! El polígono no puede intersectarse.',
      ]);
      // Closed by the client, it is the same outline.
      expect(await refused(createBody({ polygon_coordinates: [...bowTie, bowTie[0]] }))).toEqual([
        'property.polygon_coordinates: ¡Error! El polígono no puede intersectarse.',
      ]);
    });

    it('a video link that is not YouTube or Vimeo', async () => {
      expect(
        await refused(createBody({ video_url: 'https://videos.example.com/watch?v=M7lc1UVf-VE' })),
      ).toEqual(['property.video_url: URL no válida. Por favor ingresa una URL válida de YouTube o Vimeo']);
    });

    it('an unknown district code, and a district outside the province', async () => {
      expect(await refused(createBody({ district: '150199' }))).toEqual([
        'property.district: Distrito no encontrado',
      ]);
      // 040101 is Arequipa's Arequipa district, not in Lima's province.
      expect(await refused(createBody({ district: '040101' }))).toEqual([
        'property.district: El distrito no pertenece a la provincia',
      ]);
      expect(await refused(createBody({ province: '0401' }))).toEqual([
        'property.province: La provincia no pertenece al departamento',
      ]);
      expect(await refused(createBody({ region: 'Atlántida' }))).toEqual([
        'property.region: Departamento no encontrado',
      ]);
    });

    it('a country other than Peru', async () => {
      expect(await refused(createBody({ country: 'Chile' }))).toEqual([
        'property.country: El país debe ser Perú',
      ]);
    });

    it('a body that is not an object is a 400', async () => {
      const res = await client.post('/api/v1/properties', [1], { token: managerToken });
      expect(res.statusCode).toBe(400);
    });
  });

  it('the detail row is written with exact decimals', async () => {
    const created: PropertyDetail = await createProperty(
      client,
      managerToken,
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
      managerToken,
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
      managerToken,
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

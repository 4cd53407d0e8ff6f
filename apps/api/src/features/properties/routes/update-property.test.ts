import type { PropertyDetail } from '@inmuebles/shared/properties/property-detail-schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import {
  activityEvents,
  houseDetails,
  officeDetails,
  type Company,
} from '../../../platform/db/schema/index.ts';
import { listIds } from './list-test-support.ts';
import {
  bowTie,
  createBody,
  createProperty,
  houseDetail,
  houseFields,
  lima,
  readProperty,
  square,
  validationErrors,
} from './write-test-support.ts';

describe('PATCH /api/v1/properties/{slug or id} (the editor)', () => {
  const t = useTestApp();
  const client = t.client;
  let company: Company;
  let managerToken: string;
  let agentToken: string;
  let adminToken: string;
  let outsiderToken: string;

  beforeAll(async () => {
    const db = t.database.db;
    company = await createCompany(db);
    const other = await createCompany(db);
    managerToken = (await createSignedInUser(db, { role: 'company_admin', companyId: company.id })).token;
    agentToken = (await createSignedInUser(db, { role: 'agent', companyId: company.id })).token;
    adminToken = (await createSignedInUser(db, { role: 'admin', companyId: null })).token;
    outsiderToken = (await createSignedInUser(db, { role: 'company_admin', companyId: other.id })).token;
  });

  const newHouse = (title = 'Casa para editar') =>
    createProperty(client, managerToken, createBody({ title }));
  const patch = (id: number | string, body: unknown, token = managerToken) =>
    client.patch(`/api/v1/properties/${id}`, body, { token });
  /** A PATCH that must succeed; the answer's property. */
  const edit = async (id: number | string, body: unknown, token = managerToken) => {
    const res = await patch(id, body, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ property: PropertyDetail }>().property;
  };
  const eventKinds = async (id: number) =>
    (
      await t.database.db
        .select({ kind: activityEvents.kind })
        .from(activityEvents)
        .where(eq(activityEvents.propertyId, id))
        .orderBy(activityEvents.id)
    ).map((event) => event.kind);

  it('the editor resends everything: the answer is GET’s shape and GET reads the same back', async () => {
    const created = await newHouse();
    const updated = await edit(created.id, {
      property_detail_type: 'HouseResource',
      property: houseFields({
        title: 'Casa renovada en Barranco',
        description: 'Totalmente renovada.',
        price: '410000',
        currency: 'PEN',
        area_m2: 240,
        visibility: 'unlisted',
        address_line: 'Jr. Unión 45',
        district: '150104',
        postal_code: '',
        video_url: 'https://vimeo.com/76979871',
      }),
      property_detail: { ...houseDetail, bedrooms: 5, pool: true },
    });
    expect(updated).toMatchObject({
      id: created.id,
      slug: created.slug,
      title: 'Casa renovada en Barranco',
      description: 'Totalmente renovada.',
      price: '410000.00',
      currency: 'PEN',
      area_m2: '240.00',
      visibility: 'unlisted',
      address: { line: 'Jr. Unión 45', district: 'Barranco', postal_code: null },
      ubigeo: { department: '15', province: '1501', district: '150104' },
      property_detail: { type: 'HouseResource', ...houseDetail, bedrooms: 5, pool: true },
      video: { url: 'https://vimeo.com/76979871', type: 'url' },
      can_edit: true,
    });
    expect(await readProperty(client, managerToken, created.id)).toEqual(updated);
    expect(await eventKinds(created.id)).toEqual(['property_created', 'property_updated']);
  });

  it('keeps the slug when the title changes, and the old slug still finds it', async () => {
    const created = await newHouse('Título original');
    expect(created.slug).toBe('titulo-original');
    const updated = await edit(created.slug, { property: { title: 'Un título completamente nuevo' } });
    expect(updated.slug).toBe('titulo-original');
    expect((await readProperty(client, managerToken, 'titulo-original')).title).toBe(
      'Un título completamente nuevo',
    );
    // A new property with the old title does not collide with the kept slug.
    expect((await newHouse('Título original')).slug).toBe('titulo-original-2');
  });

  it('only what is sent changes: one detail field, the rest kept', async () => {
    const created = await newHouse();
    const updated = await edit(created.id, { property: {}, property_detail: { bedrooms: 6, garden: null } });
    expect(updated.property_detail).toEqual({
      type: 'HouseResource',
      ...houseDetail,
      bedrooms: 6,
      garden: null,
    });
    expect(updated.title).toBe(created.title);
    expect(updated.price).toBe(created.price);
  });

  it('a new category replaces the detail row', async () => {
    const created = await newHouse();
    const updated = await edit(created.id, {
      property_detail_type: 'OfficeResource',
      property: { property_type: 'commercial' },
      property_detail: { meeting_rooms: 3, reception: true },
    });
    expect(updated).toMatchObject({
      property_type: 'commercial',
      property_detail_type: 'OfficeResource',
      property_detail: { type: 'OfficeResource', meeting_rooms: 3, parking_spots: null, reception: true },
    });
    const db = t.database.db;
    expect(await db.select().from(houseDetails).where(eq(houseDetails.propertyId, created.id))).toEqual([]);
    expect(
      await db.select().from(officeDetails).where(eq(officeDetails.propertyId, created.id)),
    ).toHaveLength(1);
    expect(await readProperty(client, managerToken, created.id)).toEqual(updated);
  });

  it('the detail is checked against the stored category when the PATCH does not name one', async () => {
    const created = await newHouse();
    expect(
      validationErrors(await patch(created.id, { property: {}, property_detail: { meeting_rooms: 2 } })),
    ).toEqual(['property_detail: Campo no permitido: meeting_rooms']);
    expect(
      validationErrors(await patch(created.id, { property: {}, property_detail: { bathrooms: 2.3 } })),
    ).toEqual(['property_detail.bathrooms: Baños debe ser múltiplo de 0,5']);
  });

  describe('geometry', () => {
    it('a polygon, then a point in its place, then nothing', async () => {
      const created = await newHouse();
      const withPolygon = await edit(created.id, {
        property: { polygon_coordinates: square, latitude: null, longitude: null },
      });
      expect(withPolygon.geometry?.type).toBe('Polygon');
      expect(withPolygon.polygon_coordinates).toEqual([...square, square[0]]);
      expect(withPolygon.latitude).toBeCloseTo(-12.1195, 6);

      const [lng, lat] = lima(0.01, 0.01);
      const withPoint = await edit(created.id, {
        property: { polygon_coordinates: null, latitude: lat, longitude: lng },
      });
      expect(withPoint).toMatchObject({
        geometry: { type: 'Point', coordinates: [lng, lat] },
        polygon_coordinates: null,
        latitude: lat,
        longitude: lng,
      });

      const cleared = await edit(created.id, {
        property: { polygon_coordinates: null, latitude: null, longitude: null },
      });
      expect(cleared).toMatchObject({
        geometry: null,
        polygon_coordinates: null,
        latitude: null,
        longitude: null,
      });
      expect(await readProperty(client, managerToken, created.id)).toEqual(cleared);
    });

    it('the polygon wins when both are sent', async () => {
      const created = await newHouse();
      const updated = await edit(created.id, {
        property: { polygon_coordinates: square, latitude: -12.5, longitude: -76.5 },
      });
      expect(updated.geometry?.type).toBe('Polygon');
      expect(updated.longitude).toBeCloseTo(-77.0295, 6);
    });

    it('a change that leaves the geometry out keeps it', async () => {
      const created = await createProperty(client, managerToken, createBody({ polygon_coordinates: square }));
      const updated = await edit(created.id, { property: { title: 'Sin tocar el mapa' } });
      expect(updated.polygon_coordinates).toEqual(created.polygon_coordinates);
      expect(updated.latitude).toBe(created.latitude);
    });
  });

  describe('location', () => {
    it('a district of the same province alone is enough; names are accepted', async () => {
      const created = await newHouse();
      const updated = await edit(created.id, { property: { district: 'San Isidro' } });
      expect(updated.ubigeo).toEqual({ department: '15', province: '1501', district: '150131' });
      expect(updated.address.district).toBe('San Isidro');
    });

    it('an unknown district code and a district outside the province are refused', async () => {
      const created = await newHouse();
      expect(validationErrors(await patch(created.id, { property: { district: '150199' } }))).toEqual([
        'property.district: Distrito no encontrado',
      ]);
      expect(validationErrors(await patch(created.id, { property: { district: '040101' } }))).toEqual([
        'property.district: El distrito no pertenece a la provincia',
      ]);
      // A new department with the old province and district breaks the chain.
      expect(validationErrors(await patch(created.id, { property: { region: '04' } }))).toEqual([
        'property.province: La provincia no pertenece al departamento',
      ]);
    });
  });

  describe('a refused change changes nothing', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      [
        'a self-intersecting polygon',
        { property: { title: 'Nuevo', polygon_coordinates: bowTie } },
        'property.polygon_coordinates: ¡Error! El polígono no puede intersectarse.',
      ],
      [
        'a video from another host',
        { property: { title: 'Nuevo', video_url: 'https://example.com/video.mp4' } },
        'property.video_url: URL no válida. Por favor ingresa una URL válida de YouTube o Vimeo',
      ],
      [
        'a district outside the province',
        { property: { title: 'Nuevo', district: '040101' } },
        'property.district: El distrito no pertenece a la provincia',
      ],
      [
        'a detail field of the old category after a change of category',
        {
          property_detail_type: 'LandResource',
          property: { title: 'Nuevo', property_type: 'land' },
          property_detail: { bedrooms: 2 },
        },
        'property_detail: Campo no permitido: bedrooms',
      ],
      [
        'a category of another type in the same body',
        { property_detail_type: 'OfficeResource', property: { property_type: 'land' } },
        'property_detail_type: La categoría no corresponde al tipo de propiedad',
      ],
      [
        'a category that does not belong to the stored type',
        { property_detail_type: 'LotResource', property: { title: 'Nuevo' } },
        'property_detail_type: La categoría no corresponde al tipo de propiedad',
      ],
      [
        'a type that does not hold the stored category',
        { property: { property_type: 'industrial' } },
        'property_detail_type: La categoría no corresponde al tipo de propiedad',
      ],
      ['an empty title', { property: { title: '' } }, 'property.title: El título es requerido'],
      [
        'a negative price',
        { property: { price: -5 } },
        'property.price: El precio debe ser un número mayor o igual a 0',
      ],
    ];
    for (const [name, body, message] of cases) {
      it(name, async () => {
        const created = await newHouse();
        expect(validationErrors(await patch(created.id, body))).toEqual([message]);
        expect(await readProperty(client, managerToken, created.id)).toEqual(created);
        expect(await eventKinds(created.id)).toEqual(['property_created']);
      });
    }
  });

  it('publishing from the editor stamps published_at and records the publication and the edit', async () => {
    const created = await newHouse();
    const updated = await edit(created.id, { property: { status: 'published', price: 360000 } });
    expect(updated.status).toBe('published');
    expect(updated.published_at).not.toBeNull();
    expect(await listIds(client)).toContain(created.id);
    expect(await eventKinds(created.id)).toEqual([
      'property_created',
      'property_published',
      'property_updated',
    ]);
  });

  it('clears the video link with an empty text', async () => {
    const created = await newHouse();
    expect(created.video?.url).not.toBeNull();
    expect((await edit(created.id, { property: { video_url: '' } })).video).toBeNull();
  });

  describe('who may edit', () => {
    it('an agent of the company and an admin may', async () => {
      const created = await newHouse();
      expect(
        (await edit(created.id, { property: { title: 'Editada por el agente' } }, agentToken)).title,
      ).toBe('Editada por el agente');
      expect(
        (await edit(created.id, { property: { title: 'Editada por el admin' } }, adminToken)).title,
      ).toBe('Editada por el admin');
    });

    it('a member of another company gets 404 and changes nothing', async () => {
      const created = await newHouse();
      const res = await patch(created.id, { property: { title: 'Intruso' } }, outsiderToken);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found', message: 'Propiedad no encontrada' });
      expect((await readProperty(client, managerToken, created.id)).title).toBe(created.title);
    });

    it('a guest gets 401', async () => {
      const created = await newHouse();
      expect(
        (await client.patch(`/api/v1/properties/${created.id}`, { property: { title: 'x' } })).statusCode,
      ).toBe(401);
    });

    it('without the anti-forgery header: 403', async () => {
      const created = await newHouse();
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/properties/${created.id}`,
        headers: { authorization: `Bearer ${managerToken}` },
        cookies: { csrf_token: 'a-cookie-without-its-header' },
        payload: { property: { title: 'x' } },
      });
      expect(res.statusCode).toBe(403);
      expect((await readProperty(client, managerToken, created.id)).title).toBe(created.title);
    });

    it('a missing property is a 404', async () => {
      expect((await patch(999_999, { property: { title: 'x' } })).statusCode).toBe(404);
    });
  });
});

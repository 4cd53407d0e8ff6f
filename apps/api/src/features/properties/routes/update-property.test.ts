import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { houseDetails, officeDetails } from '../../../platform/db/schema/index.ts';
import { listIds } from './list-test-support.ts';
import {
  houseDetail,
  houseFields,
  readProperty,
  useEditorApp,
  validationErrors,
} from './write-test-support.ts';

/*
 * Saving the editor over a property: what changes, what is kept, the detail and its category, publishing.
 * The map and the location: update-property-place.test.ts; refused changes:
 * update-property-validation.test.ts; who may edit: update-property-access.test.ts.
 */

describe('PATCH /api/v1/properties/{slug or id} (the editor)', () => {
  const { t, client, roles, eventKinds, newHouse, patch, edit } = useEditorApp();

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
    expect(await readProperty(client, roles.owner, created.id)).toEqual(updated);
    expect(await eventKinds(created.id)).toEqual(['property_created', 'property_updated']);
  });

  it('keeps the slug when the title changes, and the old slug still finds it', async () => {
    const created = await newHouse('Título original');
    expect(created.slug).toBe('titulo-original');
    const updated = await edit(created.slug, { property: { title: 'Un título completamente nuevo' } });
    expect(updated.slug).toBe('titulo-original');
    expect((await readProperty(client, roles.owner, 'titulo-original')).title).toBe(
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
    expect(await readProperty(client, roles.owner, created.id)).toEqual(updated);
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
});

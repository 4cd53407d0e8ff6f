import { propertyDetailResponseSchema } from '@inmuebles/shared/properties/property-detail-schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { favorites, houseDetails, lotDetails, type Company } from '../../../platform/db/schema/index.ts';

describe('GET /api/v1/properties/{slug or id}', () => {
  const t = useTestApp();
  const client = t.client;
  let company: Company;

  beforeAll(async () => {
    company = await createCompany(t.database.db, {
      name: 'Inmobiliaria Sol',
      slug: 'inmobiliaria-sol',
      phone: '+51 1 555 0101',
      email: 'contacto@sol.pe',
      website: 'sol.pe',
      about: 'Casas en Lima.',
      logoKey: 'companies/1/logo-aa.webp',
      socialLinks: { facebook: 'https://facebook.com/sol', instagram: '@sol' },
    });
  });

  it('answers everything the detail screen shows, in the shared schema', async () => {
    const description = `Casa amplia con jardín. ${'Muy luminosa. '.repeat(60)}`;
    const { property } = await buildProperty(t.database.db, {
      company,
      title: 'Casa en Miraflores',
      slug: 'casa-en-miraflores',
      description,
      propertyDetailType: 'HouseResource',
      attributes: { zoning: 'RDM', utilities: ['Agua', 'Luz'], nested: { no: 'shown' } },
      polygonCoordinates: [
        [-77.03, -12.12],
        [-77.02, -12.12],
        [-77.02, -12.11],
        [-77.03, -12.12],
      ],
      latitude: '-12.115000',
      longitude: '-77.025000',
      videoUrl: 'https://youtu.be/M7lc1UVf-VE',
      videoKey: 'properties/1/video/abc.mp4',
      videoFilename: 'recorrido.mp4',
      videoMime: 'video/mp4',
      listings: [
        { operation: 'sale' },
        { operation: 'rent', price: '2500', currency: 'PEN', status: 'paused' },
      ],
      photos: [
        { position: 2, title: 'Sala', storageKey: 'properties/x/photos/b' },
        { position: 1, title: 'Fachada', storageKey: 'properties/x/photos/a' },
        { position: 3, title: 'Cocina', storageKey: 'properties/x/photos/c' },
      ],
    });
    await t.database.db
      .insert(houseDetails)
      .values({ propertyId: property.id, bedrooms: 3, bathrooms: '2.5', garden: true, pool: false });

    const res = await client.get('/api/v1/properties/casa-en-miraflores');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = propertyDetailResponseSchema.parse(res.json());
    const p = body.property;
    expect(p).toMatchObject({
      id: property.id,
      slug: 'casa-en-miraflores',
      description,
      attributes: { zoning: 'RDM', utilities: ['Agua', 'Luz'] },
      property_detail: {
        type: 'HouseResource',
        bedrooms: 3,
        bathrooms: 2.5,
        garden: true,
        pool: false,
        floors: null,
        parking_spots: null,
      },
      latitude: -12.115,
      longitude: -77.025,
      geometry: null,
      video: {
        url: 'https://youtu.be/M7lc1UVf-VE',
        file_url: '/uploads/properties/1/video/abc.mp4',
        filename: 'recorrido.mp4',
        mime: 'video/mp4',
        type: 'both',
      },
      company: {
        id: company.id,
        name: 'Inmobiliaria Sol',
        slug: 'inmobiliaria-sol',
        logo_url: '/uploads/companies/1/logo-aa.webp',
        phone: '+51 1 555 0101',
        email: 'contacto@sol.pe',
        website: 'https://sol.pe/',
        about: 'Casas en Lima.',
        social_links: {
          facebook: 'https://facebook.com/sol',
          instagram: 'https://www.instagram.com/sol',
          linkedin: null,
          twitter: null,
        },
      },
      is_favorited: false,
      can_edit: false,
      photos_count: 3,
    });
    expect(p.attributes).not.toHaveProperty('nested');
    expect(p.polygon_coordinates).toHaveLength(4);
    expect(p.photos.map((photo) => photo.title)).toEqual(['Fachada', 'Sala', 'Cocina']);
    expect(p.photos[0]).toMatchObject({
      image_url: '/uploads/properties/x/photos/a/large.webp',
      thumbnail_url: '/uploads/properties/x/photos/a/thumb.webp',
      position: 1,
    });
    expect(p.main_photo).toMatchObject({
      title: 'Fachada',
      image_url: '/uploads/properties/x/photos/a/large.webp',
    });
    expect(p.media_assets.map((m) => [m.kind, m.url])).toEqual(
      p.photos.map((photo) => ['photo', photo.image_url]),
    );
    // Active offers only, as on the card.
    expect(p.listings.map((l) => l.operation)).toEqual(['sale']);
    expect(typeof p.ranking.relevance_score).toBe('number');
  });

  it('finds the property by its id too, and reads a lot detail with its booleans', async () => {
    const { property } = await buildProperty(t.database.db, { company, propertyDetailType: 'LotResource' });
    await t.database.db.insert(lotDetails).values({ propertyId: property.id, frontM: '10.50', water: true });
    const body = (await client.get(`/api/v1/properties/${property.id}`)).json();
    expect(body.property).toMatchObject({
      slug: property.slug,
      property_detail: { type: 'LotResource', front_m: 10.5, depth_m: null, water: true },
      video: null,
      photos: [],
      main_photo: null,
    });
  });

  it('gives a null detail when the type-specific fields were never filled in', async () => {
    const { property } = await buildProperty(t.database.db, {
      company,
      propertyDetailType: 'WarehouseResource',
    });
    expect(
      (await client.get(`/api/v1/properties/${property.slug}`)).json().property.property_detail,
    ).toBeNull();
  });

  it("tells a signed-in user whether they favourited it, and never shows staff's data", async () => {
    const { property } = await buildProperty(t.database.db, { company });
    const member = await createSignedInUser(t.database.db, { companyId: company.id, role: 'agent' });
    const shopper = await createSignedInUser(t.database.db);
    await t.database.db.insert(favorites).values({ userId: shopper.user.id, propertyId: property.id });
    const res = await client.get(`/api/v1/properties/${property.slug}`, { token: shopper.token });
    expect(res.json().property).toMatchObject({ is_favorited: true, can_edit: false });
    expect(res.body).not.toContain(member.user.email);
  });

  it('answers 404 with the same body for an unknown slug and a malformed id', async () => {
    for (const path of ['no-existe', 'x'.repeat(90), '99999999999999', '%E2%9C%93']) {
      const res = await client.get(`/api/v1/properties/${path}`);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: 'Propiedad no encontrada' });
    }
  });
});

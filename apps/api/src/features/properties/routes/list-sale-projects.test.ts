import type { PublicListingResponse } from '@inmuebles/shared/properties/public-listing-schema';
import { limaToday } from '@inmuebles/shared/exchange-rates/exchange-rate-schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { companies } from '../../../platform/db/schema/index.ts';
import { addUnitType, createProject, setProjectStatus } from '../../projects/routes/test-support.ts';

/*
 * "Comprar" holds the matching published projects among the properties (docs/product/projects.md §2.6):
 * a project matches through one of its unit types, 'Solo proyectos' / 'Solo reventa' narrow the kind, a rent
 * never holds projects, and the total and the pages count both kinds, read from one ordered union.
 */
describe('GET /api/v1/properties: projects in the sale listing', () => {
  const t = useTestApp();
  const client = t.client;
  const slugs: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  const miraflores = { operation: 'sale', district: '150122' };

  const list = async (query: Record<string, string>) => {
    const res = await client.get('/api/v1/properties', { query: { per_page: '100', ...query } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PublicListingResponse>();
  };
  /** Each item as "kind:name" in the answer's order, so one assertion reads the whole page. */
  const names = async (query: Record<string, string>) =>
    (await list(query)).properties.map((item) =>
      item.kind === 'project' ? `project:${item.project.name}` : `property:${item.title}`,
    );

  beforeAll(async () => {
    const db = t.database.db;
    const admin = await createSignedInUser(db, { role: 'admin', companyId: null });
    expect(
      (await client.put('/api/v1/exchange_rate', { rate: 3.75, date: limaToday() }, { token: admin.token }))
        .statusCode,
    ).toBe(200);
    tokens.admin = admin.token;
    const builder = await createSignedInUser(db, { role: 'company_admin' });
    const company = builder.company!;
    const token = builder.token;
    tokens.builder = token;
    // Torre Aurora: a cheap 1-bedroom flat and an expensive 3-bedroom one, never one unit type for
    // "2 bedrooms up to S/ 500,000".
    const aurora = await createProject(client, token, { name: 'Torre Aurora' });
    await addUnitType(client, token, aurora.id, { name: 'Flat 1D', bedrooms: 1, price_from: 300000 });
    await addUnitType(client, token, aurora.id, { name: 'Flat 3D', bedrooms: 3, price_from: 900000 });
    await setProjectStatus(client, token, aurora.id, 'published');
    // Parque Central: 2 bedrooms at US$ 120,000 (S/ 450,000 at 3.75), 3 bedrooms at S/ 700,000.
    const parque = await createProject(client, token, {
      name: 'Parque Central',
      description: 'Frente al parque Kennedy.',
    });
    const withDollarFlat = await addUnitType(client, token, parque.id, {
      name: 'Flat 2D',
      bedrooms: 2,
      price_from: 120000,
      currency: 'USD',
    });
    ids.parqueFlat2D = withDollarFlat.unit_types[0]!.id;
    await addUnitType(client, token, parque.id, { name: 'Flat 3D', bedrooms: 3, price_from: 700000 });
    await setProjectStatus(client, token, parque.id, 'published');
    slugs.parque = parque.slug;
    ids.parque = parque.id;
    // Never public: a draft, an archived project, and a published one of a suspended company.
    const draft = await createProject(client, token, { name: 'Borrador' });
    await addUnitType(client, token, draft.id, { bedrooms: 2, price_from: 400000 });
    const archived = await createProject(client, token, { name: 'Archivado' });
    await addUnitType(client, token, archived.id, { bedrooms: 2, price_from: 400000 });
    await setProjectStatus(client, token, archived.id, 'published');
    await setProjectStatus(client, token, archived.id, 'archived');
    const suspended = await createSignedInUser(db, { role: 'company_admin' });
    const hidden = await createProject(client, suspended.token, { name: 'Suspendido' });
    await addUnitType(client, suspended.token, hidden.id, { bedrooms: 2, price_from: 400000 });
    await setProjectStatus(client, suspended.token, hidden.id, 'published');
    await db
      .update(companies)
      .set({ suspendedAt: new Date() })
      .where(eq(companies.id, suspended.company!.id));
    // Three flats for sale in Miraflores around the project's price, and one for rent.
    const flat = (title: string, price: string, operation: 'sale' | 'rent' = 'sale') =>
      buildProperty(db, {
        company,
        title,
        bedrooms: 2,
        location: { district: '150122' },
        listings: [{ operation, price, currency: 'PEN' }],
      });
    await flat('Flat A', '380000');
    await flat('Flat B', '420000');
    await flat('Flat C', '480000');
    await flat('Flat en alquiler', '3000', 'rent');
  });

  it('finds a project through the one unit type matching bedrooms and price, never through two halves', async () => {
    const body = await list({ ...miraflores, min_bedrooms: '2', max_price: '500000', sort: 'price_asc' });
    expect(body.properties.map((item) => (item.kind === 'project' ? item.project.name : item.title))).toEqual(
      ['Flat A', 'Flat B', 'Parque Central', 'Flat C'],
    );
    expect(body.pagination).toMatchObject({ total_count: 4, total_pages: 1, total_is_exact: true });
    const project = body.properties.find((item) => item.kind === 'project');
    expect(project).toMatchObject({
      kind: 'project',
      id: ids.parque,
      slug: slugs.parque,
      project: {
        name: 'Parque Central',
        district: 'Miraflores',
        matching_price_from_pen: '450000.00',
        unit_type_count: 2,
      },
    });
    // A property item is the property card as before, with its kind.
    expect(body.properties[0]).toMatchObject({ kind: 'property', title: 'Flat A', bedrooms: 2 });
    // Torre Aurora is found by its 1-bedroom flat alone, or its 3-bedroom one with a higher limit.
    expect(await names({ ...miraflores, min_bedrooms: '1', max_price: '350000' })).toEqual([
      'project:Torre Aurora',
    ]);
    expect(await names({ ...miraflores, min_bedrooms: '3', max_price: '800000', sort: 'price_asc' })).toEqual(
      ['project:Parque Central'],
    );
  });

  it('compares a limit in dollars with the unit types in soles, as offers are', async () => {
    expect(
      await names({
        ...miraflores,
        min_bedrooms: '2',
        currency: 'USD',
        max_price: '120000',
        sort: 'price_asc',
      }),
    ).toEqual(['property:Flat A', 'property:Flat B', 'project:Parque Central']);
  });

  it('shows only projects or only resale with listing_kind', async () => {
    const query = { ...miraflores, min_bedrooms: '2', max_price: '500000', sort: 'price_asc' };
    const projects = await list({ ...query, listing_kind: 'project' });
    expect(projects.properties.map((item) => item.kind)).toEqual(['project']);
    expect(projects.pagination.total_count).toBe(1);
    expect(await names({ ...query, listing_kind: 'resale' })).toEqual([
      'property:Flat A',
      'property:Flat B',
      'property:Flat C',
    ]);
    const bad = await client.get('/api/v1/properties', { query: { listing_kind: 'nuevo' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('Tipo de anuncio no válido');
  });

  it('never holds projects in a rent search or a search without operation', async () => {
    expect(await names({ operation: 'rent', district: '150122' })).toEqual(['property:Flat en alquiler']);
    expect(await names({ operation: 'rent', listing_kind: 'project' })).toEqual([
      'property:Flat en alquiler',
    ]);
    const all = await list({ district: '150122' });
    expect(all.properties.every((item) => item.kind === 'property')).toBe(true);
    expect(all.pagination.total_count).toBe(4);
  });

  it('never shows a draft, an archived project or one of a suspended company', async () => {
    const projects = await names({ operation: 'sale', listing_kind: 'project', sort: 'recent' });
    expect(projects.sort()).toEqual(['project:Parque Central', 'project:Torre Aurora']);
  });

  it('counts and pages exactly across properties and projects, in every sort', async () => {
    for (const sort of ['price_asc', 'price_desc', 'recent', 'smart_ranking', 'most_viewed', 'featured']) {
      const query = { operation: 'sale', sort };
      const whole = await list(query);
      expect(whole.pagination.total_count).toBe(5);
      const walked: string[] = [];
      for (let page = 1; page <= 3; page += 1) {
        const body = await list({ ...query, per_page: '2', page: String(page) });
        expect(body.pagination).toMatchObject({ total_count: 5, total_pages: 3, current_page: page });
        walked.push(...body.properties.map((item) => `${item.kind}:${item.id}`));
      }
      expect(walked, sort).toEqual(whole.properties.map((item) => `${item.kind}:${item.id}`));
    }
  });

  it('finds a project by the words of its name or description', async () => {
    expect(await names({ operation: 'sale', search: 'parque kennedy' })).toEqual(['project:Parque Central']);
    expect(await names({ operation: 'sale', search: 'Torre Aurora', listing_kind: 'resale' })).toEqual([]);
  });

  it('leaves projects out when a filter only a property can meet is set', async () => {
    expect(await names({ ...miraflores, min_parking: '1', listing_kind: 'project' })).toEqual([]);
  });

  it("follows a new rate and a unit type's new price or currency in soles", async () => {
    const twoBedrooms = { ...miraflores, min_bedrooms: '2', listing_kind: 'project' };
    const parqueFrom = async (query: Record<string, string>) => {
      const item = (await list(query)).properties.find((found) => found.kind === 'project');
      return item?.kind === 'project' ? item.project.matching_price_from_pen : null;
    };
    const setRate = async (rate: number) =>
      expect(
        (await client.put('/api/v1/exchange_rate', { rate, date: limaToday() }, { token: tokens.admin }))
          .statusCode,
      ).toBe(200);
    const editFlat = async (fields: Record<string, unknown>) =>
      expect(
        (
          await client.patch(
            `/api/v1/projects/${ids.parque}/unit_types/${ids.parqueFlat2D}`,
            { unit_type: fields },
            { token: tokens.builder },
          )
        ).statusCode,
      ).toBe(200);
    try {
      // US$ 120,000 at 4.00: S/ 480,000, above a limit of S/ 460,000 that found it at 3.75.
      await setRate(4);
      expect(await parqueFrom({ ...twoBedrooms, max_price: '460000' })).toBeNull();
      expect(await parqueFrom({ ...twoBedrooms, max_price: '480000' })).toBe('480000.00');
      const project = await client.get(`/api/v1/projects/${slugs.parque}`);
      expect(
        project.json<{ project: { unit_types: { name: string; price_from_pen: string }[] } }>().project
          .unit_types,
      ).toContainEqual(expect.objectContaining({ name: 'Flat 2D', price_from_pen: '480000.00' }));
      // The same flat at S/ 455,000, then US$ 110,000 (S/ 440,000).
      await editFlat({ price_from: 455000, currency: 'PEN' });
      expect(await parqueFrom({ ...twoBedrooms, max_price: '460000' })).toBe('455000.00');
      await editFlat({ price_from: 110000, currency: 'USD' });
      expect(await parqueFrom({ ...twoBedrooms, max_price: '460000' })).toBe('440000.00');
      await editFlat({ price_from: 120000 });
      expect(await parqueFrom({ ...twoBedrooms, max_price: '460000' })).toBeNull();
    } finally {
      await setRate(3.75);
    }
    expect(await parqueFrom({ ...twoBedrooms, max_price: '460000' })).toBe('450000.00');
  });
});

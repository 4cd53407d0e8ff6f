import type { ProjectListResponse } from '@inmuebles/shared/projects/project-schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { addUnitType, createProject, futureYear, setProjectStatus } from './test-support.ts';

describe('GET /projects: the project search', () => {
  const t = useTestApp();
  const client = t.client;
  const slugs: Record<string, string> = {};

  const search = async (query: Record<string, string>) => {
    const res = await client.get('/api/v1/projects', { query });
    expect(res.statusCode).toBe(200);
    return res.json<ProjectListResponse>();
  };
  const found = async (query: Record<string, string>) =>
    (await search(query)).projects.map((p) => p.slug).sort();

  beforeAll(async () => {
    const { token } = await createSignedInUser(t.database.db, { role: 'company_admin' });
    // Miraflores, en planos: a cheap 1-bedroom flat and an expensive 3-bedroom one.
    const pinos = await createProject(client, token, { name: 'Los Pinos' });
    await addUnitType(client, token, pinos.id, {
      name: 'Flat 1D',
      bedrooms: 1,
      area_min: 45,
      area_max: null,
      price_from: 300000,
    });
    await addUnitType(client, token, pinos.id, {
      name: 'Flat 3D',
      bedrooms: 3,
      area_min: 98,
      area_max: null,
      price_from: 900000,
    });
    await setProjectStatus(client, token, pinos.id, 'published');
    slugs.pinos = pinos.slug;
    // Arequipa (Yanahuara), ready, priced in dollars: USD 120,000 for 2 bedrooms.
    const misti = await createProject(client, token, {
      name: 'Mirador del Misti',
      stage: 'entrega_inmediata',
      delivery_month: null,
      delivery_year: null,
      region: '04',
      province: '0401',
      district: '040126',
      amenities: ['green_areas'],
    });
    await addUnitType(client, token, misti.id, { bedrooms: 2, price_from: 120000, currency: 'USD' });
    await setProjectStatus(client, token, misti.id, 'published');
    slugs.misti = misti.slug;
    // A draft never appears.
    const draft = await createProject(client, token, { name: 'Borrador' });
    await addUnitType(client, token, draft.id);
  });

  it('lists the published projects with their card facts', async () => {
    const body = await search({});
    expect(body.pagination).toMatchObject({ total_count: 2, current_page: 1 });
    const pinos = body.projects.find((p) => p.slug === slugs.pinos);
    expect(pinos).toMatchObject({
      price_from: '300000.00',
      currency: 'PEN',
      bedrooms_min: 1,
      bedrooms_max: 3,
      area_min: '45.00',
      area_max: '98.00',
      delivery_year: futureYear,
      unit_type_count: 2,
    });
  });

  it('a project is found through one unit type matching bedrooms and price together, not through two halves', async () => {
    // The 3-bedroom flat is above the limit and the cheap one has 1 bedroom: no single unit type matches.
    expect(await found({ min_bedrooms: '2', max_price: '500000' })).toEqual([slugs.misti]);
    expect(await found({ min_bedrooms: '3', max_price: '1000000' })).toEqual([slugs.pinos]);
    expect(await found({ min_bedrooms: '1', max_price: '350000' })).toEqual([slugs.pinos]);
  });

  it('compares prices across currencies in soles', async () => {
    // USD 120,000 is well above S/ 400,000 at any realistic rate, and below USD 150,000.
    expect(await found({ min_price: '400000', min_bedrooms: '2' })).toEqual(
      [slugs.misti, slugs.pinos].sort(),
    );
    expect(await found({ currency: 'USD', max_price: '150000', min_bedrooms: '2' })).toEqual([slugs.misti]);
  });

  it('filters by place, stage, delivery year and amenities', async () => {
    expect(await found({ region: '04' })).toEqual([slugs.misti]);
    expect(await found({ district: 'Miraflores', region: '15' })).toEqual([slugs.pinos]);
    expect(await found({ stage: 'en_planos' })).toEqual([slugs.pinos]);
    // A ready building is delivered by any year; the other one only by its own.
    expect(await found({ delivery_year: String(futureYear - 1) })).toEqual([slugs.misti]);
    expect(await found({ delivery_year: String(futureYear) })).toEqual([slugs.misti, slugs.pinos].sort());
    expect(await found({ amenities: 'green_areas' })).toEqual([slugs.misti]);
  });

  it('refuses a price range the wrong way round and an unknown stage, in Spanish', async () => {
    const res = await client.get('/api/v1/projects', { query: { min_price: '500000', max_price: '100000' } });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: string[] }>().errors).toEqual([
      'max_price: El precio máximo debe ser mayor o igual al precio mínimo',
    ]);
    const stage = await client.get('/api/v1/projects', { query: { stage: 'terminado' } });
    expect(stage.statusCode).toBe(422);
  });
});

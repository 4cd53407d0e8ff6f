import type { MyPropertiesResponse } from '@inmuebles/shared/properties/my-properties-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../../test/use-test-app.ts';
import { buildProperty } from '../../../../../test/factories/properties.ts';
import { createSignedInUser } from '../../../../../test/factories/users.ts';
import type { PropertyRow } from '../../../../platform/db/schema/index.ts';
import { listMine, mineIds } from './test-support.ts';

const DAY = 86_400_000;

/** Filters, sorts, search, paging and validation of GET /my_properties over one company's properties. */
describe('GET /my_properties: filters, sorts and paging', () => {
  const t = useTestApp();
  const client = t.client;
  let token: string;
  let house: PropertyRow;
  let office: PropertyRow;
  let land: PropertyRow;
  let draft: PropertyRow;

  beforeAll(async () => {
    const db = t.database.db;
    const member = await createSignedInUser(db, { role: 'company_admin' });
    if (!member.company) throw new Error('setup');
    token = member.token;
    const company = member.company;
    const now = Date.now();
    ({ property: house } = await buildProperty(db, {
      company,
      title: 'Casa con jardín en Jesús María',
      description: 'Amplia casa familiar cerca del Campo de Marte.',
      propertyType: 'residential',
      location: { district: 'Jesús María' },
      viewCount: 40,
      favoriteCount: 1,
      createdAt: new Date(now - 4 * DAY),
      publishedAt: new Date(now - 4 * DAY),
      photos: 3,
    }));
    ({ property: office } = await buildProperty(db, {
      company,
      title: 'Oficina corporativa',
      description: 'Piso completo con recepción y vista al mar.',
      propertyType: 'commercial',
      addressLine: 'Av. José Larco 1234',
      viewCount: 5,
      favoriteCount: 9,
      createdAt: new Date(now - 3 * DAY),
      publishedAt: new Date(now - 3 * DAY),
    }));
    ({ property: land } = await buildProperty(db, {
      company,
      title: 'Terreno agrícola',
      propertyType: 'land',
      status: 'archived',
      viewCount: 20,
      favoriteCount: 3,
      createdAt: new Date(now - 2 * DAY),
      publishedAt: new Date(now - 10 * DAY),
    }));
    ({ property: draft } = await buildProperty(db, {
      company,
      title: 'Departamento en preparación',
      propertyType: 'residential',
      status: 'draft',
      publishedAt: null,
      createdAt: new Date(now - 1 * DAY),
    }));
    // Another company's matching property must never appear.
    await buildProperty(db, { title: 'Casa con jardín ajena', propertyType: 'residential' });
  });

  it('filters by property_type and status, alone and together', async () => {
    expect((await mineIds(client, token, { property_type: 'residential' })).sort()).toEqual(
      [house.id, draft.id].sort(),
    );
    expect(await mineIds(client, token, { status: 'archived' })).toEqual([land.id]);
    expect(await mineIds(client, token, { status: 'draft', property_type: 'residential' })).toEqual([
      draft.id,
    ]);
    expect(await mineIds(client, token, { status: 'draft', property_type: 'land' })).toEqual([]);
  });

  it("treats blank values and 'all' as no filter", async () => {
    const all = await mineIds(client, token);
    expect(all).toHaveLength(4);
    expect(
      await mineIds(client, token, { status: 'all', property_type: '', search: '  ', sort: '' }),
    ).toEqual(all);
  });

  it('searches title, description and address, ignoring accents and case', async () => {
    expect(await mineIds(client, token, { search: 'jesus maria' })).toEqual([house.id]);
    expect(await mineIds(client, token, { search: 'CAMPO DE MARTE' })).toEqual([house.id]);
    expect(await mineIds(client, token, { search: 'jose larco' })).toEqual([office.id]);
    expect(await mineIds(client, token, { search: 'preparacion' })).toEqual([draft.id]);
    expect(await mineIds(client, token, { search: 'oficina mar' })).toEqual([office.id]);
    expect(await mineIds(client, token, { search: 'casa', status: 'archived' })).toEqual([]);
    // LIKE wildcards typed by the user are literal characters.
    expect(await mineIds(client, token, { search: '%' })).toEqual([]);
  });

  it('sorts: recent is the newest added first, drafts included', async () => {
    expect(await mineIds(client, token, { sort: 'recent' })).toEqual([
      draft.id,
      land.id,
      office.id,
      house.id,
    ]);
  });

  it('sorts by views and by favourites, most first', async () => {
    expect(await mineIds(client, token, { sort: 'most_viewed' })).toEqual([
      house.id,
      land.id,
      office.id,
      draft.id,
    ]);
    expect(await mineIds(client, token, { sort: 'most_favorited' })).toEqual([
      office.id,
      land.id,
      house.id,
      draft.id,
    ]);
  });

  it('sorts by smart ranking by default, highest score first', async () => {
    const body = await listMine(client, token);
    const scores = body.properties.map((p) => p.ranking.relevance_score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(await mineIds(client, token, { sort: 'smart_ranking' })).toEqual(body.properties.map((p) => p.id));
  });

  it('pages with the spec pagination block', async () => {
    const first = await listMine(client, token, { sort: 'recent', per_page: '3' });
    const second = await listMine(client, token, { sort: 'recent', per_page: '3', page: '2' });
    expect(first.pagination).toEqual({ current_page: 1, total_pages: 2, total_count: 4, per_page: 3 });
    expect(second.properties.map((p) => p.id)).toEqual([house.id]);
    expect((await listMine(client, token, { page: '9' })).properties).toEqual([]);
  });

  it('answers the public card shape, with main photo and photo count', async () => {
    const body = await listMine(client, token, { search: 'jardin' });
    expect(body.properties[0]).toMatchObject({
      id: house.id,
      slug: house.slug,
      status: 'published',
      property_type: 'residential',
      photos_count: 3,
      address: { district: 'Jesús María' },
      ranking: { view_count: 40, favorite_count: 1, contact_count: 0 },
    });
    expect(body.properties[0]?.main_photo?.thumbnail_url).toMatch(/^\/uploads\/properties\//);
  });

  it('refuses bad values with Spanish messages', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ per_page: '101' }, 'per_page: La cantidad por página debe ser un número entero entre 1 y 100'],
      [{ page: '0' }, 'page: La página debe ser un número entero mayor o igual a 1'],
      [{ sort: 'trending' }, 'sort: Orden no válido'],
      [{ status: 'sold' }, 'status: Estado no válido'],
      [{ property_type: 'castle' }, 'property_type: Tipo de propiedad no válido'],
      [{ company_id: 'abc' }, 'company_id: La empresa no es válida'],
      [{ search: 'x'.repeat(201) }, 'search: La búsqueda no puede superar los 200 caracteres'],
    ];
    for (const [query, message] of cases) {
      const res = await client.get('/api/v1/my_properties', { token, query });
      expect(res.statusCode, JSON.stringify(query)).toBe(422);
      expect(res.json<{ errors: string[] }>().errors).toEqual([message]);
    }
  });

  it('per_page defaults to 20 and accepts the summary size of 5', async () => {
    const body: MyPropertiesResponse = await listMine(client, token, { per_page: '5', sort: 'recent' });
    expect(body.pagination.per_page).toBe(5);
    expect((await listMine(client, token)).pagination.per_page).toBe(20);
  });
});

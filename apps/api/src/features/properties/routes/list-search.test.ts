import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../../platform/db/schema/index.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { buildProperty, type BuildPropertyOverrides } from '../../../../test/factories/properties.ts';
import { TestClient } from '../../../../test/http-client.ts';
import { listIds, listProperties, walkPages } from './list-test-support.ts';

/*
 * Search: Spanish full text over title, description and address, accent-insensitive, stemmed, tolerant of
 * a typo, ordered by relevance.
 */
describe('GET /api/v1/properties: search', () => {
  const t = useTestApp();
  const client = t.client;
  const ids: Record<string, number> = {};
  let company: Awaited<ReturnType<typeof createCompany>>;

  beforeAll(async () => {
    company = await createCompany(t.database.db);
    const add = async (key: string, overrides: BuildPropertyOverrides) => {
      ids[key] = (await buildProperty(t.database.db, { company, ...overrides })).property.id;
    };
    await add('jesus_maria', { title: 'Departamento céntrico', location: { district: '150113' } });
    await add('office_title', {
      title: 'Oficina moderna en San Isidro',
      description: 'Piso alto, recepción y dos salas de reuniones.',
      location: { district: '150131' },
    });
    await add('office_description', {
      title: 'Local comercial en avenida principal',
      description: 'Ideal para oficinas o consultorios, con estacionamiento.',
      location: { district: '150116' },
      // More attention than the title match (ln 201 ≈ 5.3 against 0), less than the relevance gap
      // between a title and a description match (40 × (0.5 - 0.29) ≈ 8.6): relevance wins.
      viewCount: 200,
    });
    await add('miraflores', {
      title: 'Casa con jardín',
      location: { region: 'Lima', district: 'Miraflores' },
    });
    await add('ica', { title: 'Terreno agrícola con pozo', location: { region: 'Ica', province: 'Ica' } });
    await add('hidden_office', { title: 'Oficina en borrador', status: 'draft' });
    await add('garage', { title: 'Casa con cochera', location: { region: 'Lima', district: 'Barranco' } });
  });

  const search = (text: string, extra: Record<string, string> = {}) =>
    listIds(client, { search: text, ...extra });

  it('ignores accents in either direction', async () => {
    expect(await search('Jesus Maria')).toEqual([ids.jesus_maria]);
    expect(await search('JESÚS MARÍA')).toEqual([ids.jesus_maria]);
    expect(await search('agricola')).toEqual([ids.ica]);
    expect(await search('jardin')).toEqual([ids.miraflores]);
  });

  it('stems Spanish words: "oficinas" finds "oficina" and "oficinas"', async () => {
    expect(new Set(await search('oficinas'))).toEqual(new Set([ids.office_title, ids.office_description]));
  });

  it('lists only real matches when the words are found as written (typo matching is a fallback)', async () => {
    expect(await search('casa con jardín')).toEqual([ids.miraflores]);
    expect(await search('casa con cochera')).toEqual([ids.garage]);
  });

  it('tolerates a typo', async () => {
    expect(await search('Mirafores')).toEqual([ids.miraflores]);
    expect(await search('San Isdro')).toContain(ids.office_title);
  });

  it('tolerates a typo in a title edited after the property was published', async () => {
    const { property } = await buildProperty(t.database.db, {
      company,
      title: 'Local en esquina',
      location: { district: '150116' },
    });
    await t.database.db
      .update(properties)
      .set({ title: 'Penthouse panorámico' })
      .where(eq(properties.id, property.id));
    expect(await search('Pentouse panoramico')).toEqual([property.id]);
    expect(await search('Lokal en eskina')).toEqual([]);
  });

  it('searches the address: district, province and region', async () => {
    expect(await search('Surquillo')).toEqual([]);
    expect(await search('San Isidro')).toEqual([ids.office_title]);
    expect(await search('Ica')).toEqual([ids.ica]);
  });

  it('orders by relevance: a title match before a description match, whatever their popularity', async () => {
    expect(await search('oficina')).toEqual([ids.office_title, ids.office_description]);
    const cards = (await listProperties(client, { search: 'oficina' })).properties;
    expect(cards[0]?.ranking.relevance_score).toBeGreaterThan(cards[1]?.ranking.relevance_score ?? Infinity);
  });

  it('keeps an explicit sort when searching, and never lists what is not public', async () => {
    expect(await search('oficina', { sort: 'most_viewed' })).toEqual([
      ids.office_description,
      ids.office_title,
    ]);
    expect(await search('borrador')).toEqual([]);
  });

  it('accepts any text without failing: operators, quotes, symbols, only stopwords', async () => {
    for (const text of [
      '"casa" -jardín or',
      "l'oficina & | ! ( ) : *",
      '%_\\',
      'de la',
      '🏠 casa',
      'ñandú',
    ]) {
      const res = await client.get('/api/v1/properties', { query: { search: text } });
      expect(res.statusCode, text).toBe(200);
    }
  });

  it('combines a search with filters and counts only the matches', async () => {
    const body = await listProperties(client, { search: 'oficinas', district: '150131' });
    expect(body.properties.map((p) => p.id)).toEqual([ids.office_title]);
    expect(body.pagination.total_count).toBe(1);
  });

  it('reports the total of a search on every page, past the end too, and of a typo search', async () => {
    const page = (text: string, n: number) =>
      listProperties(client, { search: text, per_page: '1', page: String(n) });
    const pagination = (n: number, total: number) => ({
      current_page: n,
      total_pages: total,
      total_count: total,
      per_page: 1,
      total_is_exact: true,
    });
    for (const n of [1, 2]) {
      const body = await page('oficinas', n);
      expect(body.properties).toHaveLength(1);
      expect(body.pagination).toEqual(pagination(n, 2));
    }
    const past = await page('oficinas', 5);
    expect(past.properties).toEqual([]);
    expect(past.pagination).toEqual(pagination(5, 2));

    expect((await page('Mirafores', 1)).pagination).toEqual(pagination(1, 1));
    const typoPast = await page('Mirafores', 3);
    expect(typoPast.properties).toEqual([]);
    expect(typoPast.pagination).toEqual(pagination(3, 1));

    expect((await page('Surquillo', 1)).pagination).toEqual(pagination(1, 0));
    expect((await page('Surquillo', 2)).pagination).toEqual(pagination(2, 0));
  });
});

describe('GET /api/v1/properties: a typo search over many matches', () => {
  let t: TestApp;
  let client: TestClient;
  const created: number[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    client = new TestClient(t.app);
    const company = await createCompany(t.database.db);
    const titles = ['Casa en Miraflores', 'Departamento con vista', 'Oficina en San Juan de Miraflores'];
    const districts = ['Miraflores', 'Miraflores', 'San Juan de Miraflores'];
    // Ages and attention spread wide, so only a few matches can reach a small page: the ranking computes
    // the relevance of those only (list-repository.ts), and the pages must be the same as without.
    for (let i = 0; i < 24; i += 1) {
      const { property } = await buildProperty(t.database.db, {
        company,
        title: titles[i % 3],
        location: { region: 'Lima', district: districts[i % 3] },
        viewCount: (i * 37) % 500,
        publishedAt: new Date(Date.now() - ((i * 53) % 400) * 86_400_000),
      });
      created.push(property.id);
    }
  });

  it('lists every match once, by score (ties by newest id), the same page by page as in one page', async () => {
    const body = await listProperties(client, { search: 'Mirafores', per_page: '100' });
    const ids = body.properties.map((p) => p.id);
    expect(new Set(ids)).toEqual(new Set(created));
    expect(body.pagination.total_count).toBe(created.length);
    const scores = body.properties.map((p) => p.ranking.relevance_score);
    for (let i = 1; i < scores.length; i += 1) {
      const [before, after] = [scores[i - 1] ?? 0, scores[i] ?? 0];
      expect(before).toBeGreaterThanOrEqual(after);
      if (before === after) expect(ids[i - 1]).toBeGreaterThan(ids[i] ?? Infinity);
    }
    for (const perPage of [1, 2, 5]) {
      expect(await walkPages(client, { search: 'Mirafores' }, perPage)).toEqual(ids);
    }
  });
});

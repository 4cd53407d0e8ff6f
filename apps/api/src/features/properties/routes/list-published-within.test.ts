import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { resetClock, setClock } from '../../../platform/runtime/clock.ts';
import { listIds, listProperties } from './list-test-support.ts';

/*
 * 'Publicado' (published_within): properties published on the last 1, 7 or 30 calendar days in Peru,
 * today included (docs/product/offers-and-search.md §3), on the listing and on the map.
 */
describe('GET /api/v1/properties?published_within=', () => {
  const t = useTestApp();
  const client = t.client;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    // 10:00 in Lima (UTC-5) on 10 March 2026.
    setClock(() => new Date('2026-03-10T15:00:00Z'));
    const company = await createCompany(t.database.db);
    const published = {
      todayEarly: '2026-03-10T05:30:00Z', // 00:30 in Lima, today
      lastNight: '2026-03-10T04:30:00Z', // 23:30 in Lima, yesterday
      sixDaysAgo: '2026-03-04T05:00:00Z', // 00:00 in Lima, the first of the last 7 days
      sevenDaysAgo: '2026-03-04T04:59:00Z', // 23:59 in Lima the day before
      thirtyDaysAgo: '2026-02-09T05:00:00Z', // 00:00 in Lima, the first of the last 30 days
      older: '2026-02-09T04:59:00Z',
    };
    for (const [key, at] of Object.entries(published)) {
      const { property } = await buildProperty(t.database.db, {
        company,
        publishedAt: new Date(at),
        location: { district: '150122' },
        latitude: '-12.12',
        longitude: '-77.03',
      });
      ids[key] = property.id;
    }
  });
  afterAll(() => resetClock());

  const expectIds = async (query: Record<string, string>, keys: string[]) =>
    expect((await listIds(client, query)).sort((a, b) => a - b)).toEqual(
      keys.map((key) => ids[key]).sort((a = 0, b = 0) => a - b),
    );

  it("keeps what was published on the last days of Lima's calendar, today included", async () => {
    await expectIds({ published_within: '1d' }, ['todayEarly']);
    await expectIds({ published_within: '7d' }, ['todayEarly', 'lastNight', 'sixDaysAgo']);
    await expectIds({ published_within: '30d' }, [
      'todayEarly',
      'lastNight',
      'sixDaysAgo',
      'sevenDaysAgo',
      'thirtyDaysAgo',
    ]);
    await expectIds({ published_within: '' }, Object.keys(ids));
    const body = await listProperties(client, { published_within: '7d', per_page: '2' });
    expect(body.pagination).toMatchObject({ total_count: 3, total_pages: 2 });
  });

  it('moves with the clock: tomorrow, today’s early listing is no longer of today', async () => {
    setClock(() => new Date('2026-03-11T15:00:00Z'));
    try {
      await expectIds({ published_within: '1d' }, []);
      await expectIds({ published_within: '7d' }, ['todayEarly', 'lastNight']);
    } finally {
      setClock(() => new Date('2026-03-10T15:00:00Z'));
    }
  });

  it('counts the same properties on the map', async () => {
    const res = await client.get('/api/v1/properties/map', {
      query: { bbox: '-77.1,-12.2,-76.9,-12.0', zoom: '16', published_within: '7d' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ total: number }>().total).toBe(3);
  });

  it('refuses another period with a Spanish message naming the field', async () => {
    const res = await client.get('/api/v1/properties', { query: { published_within: '2d' } });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: string[] }>().errors).toEqual([
      'published_within: Periodo de publicación no válido (1d, 7d o 30d)',
    ]);
  });
});

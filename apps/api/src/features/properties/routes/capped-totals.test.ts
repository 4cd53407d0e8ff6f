import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { formatBbox } from '@inmuebles/shared/properties/map-query';
import { PERU_BOUNDS } from '@inmuebles/shared/geo/polygon';
import type { MapResponse } from '@inmuebles/shared/properties/map-query';
import type { PropertyListResponse } from '@inmuebles/shared/properties/property-schema';
import { PageSizes } from '@inmuebles/shared/properties/limits';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { generateBenchData } from '../../../../bench/generate.ts';
import { listProperties } from './list-test-support.ts';

/*
 * The map, the company page and the landing pages count as the listing does (docs/decisions.md): exactly up
 * to PageSizes.exactTotal (10,000), and beyond it the limit as a lower bound, `total_is_exact: false` in the
 * API and "más de 10,000" on the page. The listing's own cases are in list-total-bound.test.ts.
 */
describe('totals past 10,000 matches outside the listing', () => {
  // The generator's bulk statements run with the tables' indexes dropped (bench/generate.ts): on PostgreSQL
  // some take longer than the server's 15-second guard against a database that stops answering.
  const t = useTestApp({ DB_STATEMENT_TIMEOUT_MS: '300000' });
  let companyId = 0;

  beforeAll(async () => {
    // The benchmark's generator: 12,500 properties (some 85% listed) in 200 companies.
    await generateBenchData(t.database.db, PageSizes.exactTotal + 2_500);
    // One company holding them all, and every property a house for sale: a company page and a landing page
    // (casas en venta) with more than 10,000 listed properties.
    const { rows } = await t.database.db.execute<{ id: number }>(
      sql`select min(id)::int as id from companies`,
    );
    companyId = rows[0]?.id ?? 0;
    await t.database.db.execute(sql`update properties set company_id = ${companyId},
      property_type = 'residential', property_detail_type = 'HouseResource',
      sale_price_pen = coalesce(sale_price_pen, main_price_pen, 100000)`);
  }, 300_000);

  const peru = formatBbox(PERU_BOUNDS);
  const map = async (query: Record<string, string>) => {
    const res = await t.client.get('/api/v1/properties/map', { query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MapResponse>();
  };

  it('the map of Peru answers "more than 10,000" and keeps each cluster exact', async () => {
    const body = await map({ bbox: peru, zoom: '5' });
    expect(body.mode).toBe('clusters');
    expect(body).toMatchObject({ total: 10_000, total_is_exact: false });
    const listed = (await listProperties(t.client, { per_page: '1' })).pagination;
    expect(listed.total_is_exact).toBe(false);
    // The clusters still add up to every listed property with a map point: more than the bound.
    expect(body.clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBeGreaterThan(10_000);
  });

  it('a narrower map counts exactly, the same total as the listing', async () => {
    const body = await map({ bbox: peru, zoom: '5', region: '04' });
    const listed = (await listProperties(t.client, { region: '04', per_page: '1' })).pagination;
    expect(body.total_is_exact).toBe(true);
    expect(body.total).toBeGreaterThan(300);
    expect(body.total).toBeLessThanOrEqual(listed.total_count);
  });

  it('the company page answers "more than 10,000", and counts a filtered grid exactly', async () => {
    const url = `/api/v1/companies/${companyId}/properties`;
    const all = (await t.client.get(url)).json<PropertyListResponse>();
    expect(all.pagination).toMatchObject({ total_count: 10_000, total_is_exact: false });
    const few = (await t.client.get(url, { query: { district: '150122' } })).json<PropertyListResponse>();
    expect(few.pagination.total_is_exact).toBe(true);
    expect(few.pagination.total_count).toBeGreaterThan(0);
    expect(few.pagination.total_count).toBeLessThan(10_000);
  });

  it('a landing page says "Más de 10,000" in its title, headline and summary', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/venta/casas' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<title>Más de 10,000 casas en venta en /);
    expect(res.body).toMatch(/<h1[^>]*>Más de 10,000 casas en venta en /);
    expect(res.body).toContain('más de 10,000 avisos publicados');
    const lima = await t.app.inject({ method: 'GET', url: '/venta/casas/arequipa' });
    expect(lima.body).toMatch(/<title>\d[\d,]* casas en venta en Arequipa/);
  });
});

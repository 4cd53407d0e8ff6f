import { beforeAll, describe, expect, it } from 'vitest';
import { PageSizes } from '@inmuebles/shared/properties/limits';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { generateBenchData } from '../../../../bench/generate.ts';
import { listProperties } from './list-test-support.ts';

/*
 * Totals are exact up to PageSizes.exactTotal (10,000) and a lower bound beyond (docs/decisions.md): the
 * listing answers `total_is_exact: false` with the limit as its total, for the whole catalogue (its kept
 * total) as for a broad filter (a count that stops one past the limit).
 */
describe('GET /api/v1/properties: the total past 10,000 matches', () => {
  const t = useTestApp();

  beforeAll(async () => {
    // The benchmark's generator: 12,500 properties in a few statements, some 85% of them listed.
    await generateBenchData(t.database.db, PageSizes.exactTotal + 2_500);
  }, 300_000);

  it('answers the whole catalogue and a broad filter as "more than 10,000"', async () => {
    for (const query of [{}, { min_price: '1' }] as Record<string, string>[]) {
      const { pagination } = await listProperties(t.client, { ...query, per_page: '20' });
      expect(pagination, JSON.stringify(query)).toEqual({
        current_page: 1,
        per_page: 20,
        total_count: 10_000,
        total_pages: 500,
        total_is_exact: false,
      });
    }
  });

  it('counts a narrower filter exactly', async () => {
    const { pagination } = await listProperties(t.client, { property_type: 'industrial', per_page: '20' });
    expect(pagination.total_is_exact).toBe(true);
    expect(pagination.total_count).toBeGreaterThan(1_000);
    expect(pagination.total_count).toBeLessThan(10_000);
  });
});

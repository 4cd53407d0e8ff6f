import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { propertySorts } from '@inmuebles/shared/properties/enums';
import { propertyListQuerySchema } from '@inmuebles/shared/properties/list-query';
import { useTestApp } from '../../../test/use-test-app.ts';
import { generateBenchData } from '../../../bench/generate.ts';
import type { FilteredPageRead } from './filtered-page-plan.ts';
import { filteredPageRead } from './filtered-page-plan.ts';
import { buildListFilters } from './list-filters.ts';
import { buildListingQueries } from './list-repository.ts';

/*
 * A filtered listing reads its page either by walking the sort's index or by ranking its matches
 * (filtered-page-plan.ts): both must give the same pages. Walks pages 1 to 5 of every sort both ways over the
 * benchmark's generated data set, made dense in ties (shared counters and publication months, prices
 * repeated) so that only the final `id` decides between many rows.
 */
describe('filtered listing pages', () => {
  const t = useTestApp();

  beforeAll(async () => {
    const db = t.database.db;
    await generateBenchData(db, 4_000);
    await db.execute(sql`
      update properties set
        view_count = id % 3, favorite_count = id % 2, contact_count = 0, trend_score = id % 4,
        featured = id % 7 = 0, premium = id % 5 = 0,
        published_at = date_trunc('month', published_at)
      where id % 4 <> 0`);
  }, 300_000);

  const perPage = 10;
  const pages = [1, 2, 3, 4, 5];

  async function walk(query: Record<string, string>, read: Exclude<FilteredPageRead, 'none'>) {
    const parsed = propertyListQuerySchema.parse(query);
    const filters = buildListFilters(parsed);
    const walked: number[][] = [];
    for (const page of pages) {
      const queries = buildListingQueries(t.database.db, filters, parsed.sort, { page, perPage });
      const rows = await queries.filteredPage(read).execute();
      walked.push(rows.map((row) => row.id));
    }
    return walked;
  }

  it.each<Record<string, string>>([
    { operation: 'sale', property_type: 'residential', min_bedrooms: '3' },
    { operation: 'rent', currency: 'PEN', max_price: '3000' },
    { property_type: 'land', region: '15' },
  ])(
    'the same first five pages in every sort, either way: %o',
    async (filter) => {
      for (const sort of propertySorts) {
        const query = { ...filter, sort };
        const walked = await walk(query, 'walk-sort-index');
        expect(walked[pages.length - 1], `${sort}: five full pages`).toHaveLength(perPage);
        expect(await walk(query, 'rank-matches'), sort).toEqual(walked);
      }
    },
    120_000,
  );
});

describe('filteredPageRead', () => {
  const paging = { page: 3, perPage: 20 };

  it('reads no page past the last match', () => {
    expect(filteredPageRead(0, 100_000, { page: 1, perPage: 20 })).toBe('none');
    expect(filteredPageRead(40, 100_000, paging)).toBe('none');
    expect(filteredPageRead(41, 100_000, paging)).not.toBe('none');
  });

  it('ranks the matches when a walk would read the whole index or too much of it', () => {
    expect(filteredPageRead(59, 100_000, paging)).toBe('rank-matches');
    expect(filteredPageRead(500, 100_000, paging)).toBe('rank-matches');
  });

  it('walks the index when the matches are dense, and past the exact cap', () => {
    expect(filteredPageRead(5_000, 100_000, paging)).toBe('walk-sort-index');
    expect(filteredPageRead(10_001, 10_000_000, paging)).toBe('walk-sort-index');
  });
});

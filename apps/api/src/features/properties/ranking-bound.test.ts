import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { propertySorts } from '@inmuebles/shared/properties/enums';
import { propertyListQuerySchema } from '@inmuebles/shared/properties/list-query';
import { useTestApp } from '../../../test/use-test-app.ts';
import { generateBenchData } from '../../../bench/generate.ts';
import { buildListFilters } from './list-filters.ts';
import { buildListingQueries, type Ranking } from './list-repository.ts';
import { findTypoMatches, type SearchPass } from './search.ts';

/*
 * A search's ranking may leave out the matches that cannot reach the page (list-repository.ts `searchPage`):
 * the first pages must then be exactly those of a ranking over every match. Walks pages 1 to 5 of every sort,
 * both ways, for full-text and typo searches over the benchmark's generated data set, made dense in ties:
 * three properties in four share their counters and a publication month (the same ranking key, ties broken
 * by id), half of those a microsecond later (keys one rounding step apart), and titles repeat (the same
 * relevance) while the typo pass's similarities differ from text to text (near-ties of key plus relevance).
 */
describe('bounded search ranking', () => {
  const t = useTestApp();

  beforeAll(async () => {
    const db = t.database.db;
    await generateBenchData(db, 6_000);
    await db.execute(sql`
      update properties set
        view_count = id % 3, favorite_count = 0, contact_count = 0, featured = id % 7 = 0, premium = id % 5 = 0,
        published_at = date_trunc('month', published_at) + (id % 2) * interval '1 microsecond'
      where id % 4 <> 0`);
  }, 300_000);

  const perPage = 10;
  const pages = [1, 2, 3, 4, 5];

  /** Pages 1–5 of a search in a sort, as ids with the total, ranked one way (the score moves with now()). */
  async function walk(query: Record<string, string>, pass: SearchPass, ranking: Ranking) {
    const parsed = propertyListQuerySchema.parse(query);
    const filters = buildListFilters(parsed, pass);
    const walked: string[][] = [];
    for (const page of pages) {
      const queries = buildListingQueries(t.database.db, filters, parsed.sort, { page, perPage }, ranking);
      const rows = await queries.page.execute();
      walked.push(rows.map((row) => `${row.id} of ${row.total}`));
    }
    return walked;
  }

  async function expectSamePages(search: string, pass: SearchPass) {
    for (const sort of propertySorts) {
      const query = { search, sort };
      const exact = await walk(query, pass, 'exact');
      expect(exact[pages.length - 1], `${search} ${sort}: five full pages`).toHaveLength(perPage);
      expect(await walk(query, pass, 'bounded'), `${search} ${sort}`).toEqual(exact);
    }
  }

  it.each(['casa con jardín', 'jardín', 'lima'])(
    'full text "%s": the same first five pages in every sort',
    async (search) => {
      await expectSamePages(search, 'fulltext');
    },
    120_000,
  );

  // One similarity for every similar text (the bound is then tight: rows tie with the page's last key), and
  // several (the lowest and the highest relevance differ).
  it.each([
    { search: 'Departmento cerca al parqe', several: false },
    { search: 'Casa amplia en Lma', several: true },
    { search: 'Lote estreno en Surco', several: true },
    { search: 'Oficina centrica en Lince', several: true },
  ])(
    'typo pass $search: the same first five pages in every sort',
    async ({ search, several }) => {
      const typo = await findTypoMatches(t.database.db, search);
      const distinct = new Set(typo.similarity.values()).size;
      if (several) expect(distinct, 'distinct similarities').toBeGreaterThan(1);
      else expect(distinct, 'distinct similarities').toBe(1);
      await expectSamePages(search, { typo });
    },
    120_000,
  );
});

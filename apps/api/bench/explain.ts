/**
 * `npx tsx apps/api/bench/explain.ts [case name fragment]`: EXPLAIN ANALYZE of the listing SQL of each
 * benchmark case (both passes of a search), against the `bench` database left by `npm run bench` on
 * PostgreSQL (DATABASE_URL's server).
 */
import type pg from 'pg';
import { propertyListQuerySchema } from '@inmuebles/shared/properties/list-query';
import { openDatabase } from '../src/platform/db/client.ts';
import { buildListFilters } from '../src/features/properties/list-filters.ts';
import { buildListingQueries } from '../src/features/properties/list-repository.ts';
import { findTypoMatches, typoMatchesQuery, type SearchPass } from '../src/features/properties/search.ts';
import { benchCases } from './cases.ts';

const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
url.pathname = `/${process.env.BENCH_DATABASE || 'bench'}`;
const handle = await openDatabase({ databaseUrl: url.toString() });
const pool = handle.client as pg.Pool;
const filter = process.argv[2] ?? '';
try {
  for (const { name, query } of benchCases.filter((c) => c.name.includes(filter))) {
    const parsed = propertyListQuerySchema.parse(query);
    // A search also has its typo pass (search.ts), which the API runs when the full-text one finds nothing.
    const passes: SearchPass[] = ['fulltext'];
    const dictionary: (readonly [string, { sql: string; params: unknown[] }])[] = [];
    if (parsed.search) {
      passes.push({ typo: await findTypoMatches(handle.db, parsed.search) });
      dictionary.push(['diccionario (errores de tipeo)', typoMatchesQuery(handle.db, parsed.search).toSQL()]);
    }
    const listingPlans = passes.flatMap((pass) => {
      const queries = buildListingQueries(handle.db, buildListFilters(parsed, pass), parsed.sort, {
        page: parsed.page,
        perPage: parsed.per_page,
      });
      const suffix = pass !== 'fulltext' ? ' (errores de tipeo)' : '';
      return [
        [`página${suffix}`, queries.page.toSQL()],
        [`total${suffix}`, queries.count.toSQL()],
      ] as const;
    });
    const plans = [...listingPlans, ...dictionary];
    for (const [label, q] of plans) {
      const plan = await pool.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${q.sql}`,
        q.params,
      );
      console.info(`\n### ${name} — ${label}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
  }
} finally {
  await handle.close();
}

/**
 * `npx tsx apps/api/bench/explain.ts [case name fragment]`: EXPLAIN ANALYZE of the listing SQL of each
 * benchmark case, against the `bench` database left by `npm run bench` on PostgreSQL (DATABASE_URL's server).
 */
import type pg from 'pg';
import { propertyListQuerySchema } from '@inmuebles/shared/properties/list-query';
import { openDatabase } from '../src/db/client.ts';
import { buildListFilters } from '../src/properties/list-filters.ts';
import { buildListingQueries } from '../src/properties/list-repository.ts';
import { benchCases } from './cases.ts';

const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
url.pathname = '/bench';
const handle = await openDatabase({ databaseUrl: url.toString() });
const pool = handle.client as pg.Pool;
const filter = process.argv[2] ?? '';
try {
  for (const { name, query } of benchCases.filter((c) => c.name.includes(filter))) {
    const parsed = propertyListQuerySchema.parse(query);
    const queries = buildListingQueries(handle.db, buildListFilters(parsed), parsed.sort, {
      page: parsed.page,
      perPage: parsed.per_page,
    });
    for (const [label, q] of [
      ['página', queries.page.toSQL()],
      ['total', queries.count.toSQL()],
    ] as const) {
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

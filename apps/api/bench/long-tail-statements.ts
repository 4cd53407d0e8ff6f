/**
 * `npx tsx apps/api/bench/long-tail-statements.ts`: the database time of the long tail's filtered listings
 * (scripts/bench-load-long-tail.mjs draws the addresses), statement by statement, against the database left
 * by `npm run bench` on PostgreSQL (DATABASE_URL's server, BENCH_DATABASE). "Comprar" with projects (one
 * union statement, sale-listing-repository.ts) and searches are left out. For each address: its capped
 * count, the page its count chooses (filtered-page-plan.ts) and the page as the sort's index gives it (what
 * every filtered page read before the count chose), each the best of two runs after a warm-up. Prints the
 * sums and the slowest addresses. BENCH_LONG_TAIL_LISTINGS: how many addresses (default 200).
 */
import type pg from 'pg';
import { propertyListQuerySchema } from '@inmuebles/shared/properties/list-query';
import { openDatabase } from '../src/platform/db/client.ts';
import { buildListFilters } from '../src/features/properties/list-filters.ts';
import { buildListingQueries } from '../src/features/properties/list-repository.ts';
import { saleListingProjects } from '../src/features/projects/public.ts';
import { longTailListings } from '../../../scripts/bench-load-long-tail.mjs';

interface Timed {
  address: string;
  count: number;
  chosen: number;
  sortIndex: number;
  read: string;
  total: number;
}

const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
url.pathname = `/${process.env.BENCH_DATABASE || 'bench'}`;
const handle = await openDatabase({ databaseUrl: url.toString() });
const pool = handle.client as pg.Pool;

/** The places the data holds, most listed first (the load test reads them from the listing's recent pages). */
async function places(column: 'ubigeo_department' | 'ubigeo_district', limit: number) {
  const { rows } = await pool.query<{ place: string }>(
    `select ${column} as place from properties where ${column} is not null
     group by 1 order by count(*) desc, 1 limit ${limit}`,
  );
  return rows.map((row) => row.place);
}

async function best(statement: { sql: string; params: unknown[] } | null) {
  if (!statement) return 0;
  const times: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const start = performance.now();
    await pool.query(statement.sql, statement.params);
    times.push(performance.now() - start);
  }
  return Math.min(...times.slice(1));
}

try {
  const catalogue = {
    departments: await places('ubigeo_department', 30),
    districts: await places('ubigeo_district', 200),
  };
  const addresses: string[] = longTailListings(
    catalogue,
    Number(process.env.BENCH_LONG_TAIL_LISTINGS ?? 200),
  );
  const timed: Timed[] = [];
  for (const address of addresses) {
    const query = propertyListQuerySchema.parse(
      Object.fromEntries(new URL(address, 'http://x').searchParams),
    );
    const filters = buildListFilters(query);
    // The union of Comprar reads its own page, and a listing that matches nothing reads none.
    if (saleListingProjects(query) !== null || filters.matchesNothing) continue;
    const queries = buildListingQueries(handle.db, filters, query.sort, {
      page: query.page,
      perPage: query.per_page,
    });
    // Only a filtered listing (no search) counts before its page.
    if (!queries.pageAfterCount) continue;
    const count = queries.count.toSQL();
    const [counted] = (await pool.query<{ count: number; listed: number }>(count.sql, count.params)).rows;
    const chosen = queries.pageAfterCount({ count: counted!.count, listed: Number(counted!.listed) });
    const sortIndex = queries.filteredPage('walk-sort-index');
    timed.push({
      address,
      count: await best(count),
      chosen: await best(chosen?.toSQL() ?? null),
      sortIndex: await best(sortIndex.toSQL()),
      read:
        chosen === null
          ? 'none'
          : chosen.toSQL().sql === sortIndex.toSQL().sql
            ? 'walk-sort-index'
            : 'rank-matches',
      total: counted!.count,
    });
  }
  const sum = (key: 'count' | 'chosen' | 'sortIndex') =>
    timed.reduce((total, row) => total + row[key], 0).toFixed(0);
  console.info(
    `${timed.length} filtered listings (ms): count ${sum('count')}, page as chosen ${sum('chosen')}, ` +
      `page by the sort's index ${sum('sortIndex')}`,
  );
  console.info('\nslowest as chosen (count + page, ms; total; read; address):');
  for (const row of [...timed].sort((a, b) => b.count + b.chosen - a.count - a.chosen).slice(0, 10)) {
    console.info(`${(row.count + row.chosen).toFixed(1)}\t${row.total}\t${row.read}\t${row.address}`);
  }
} finally {
  await handle.close();
}

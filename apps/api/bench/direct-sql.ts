import { PGlite } from '@electric-sql/pglite';
import { propertyListQuerySchema } from '@inmuebles/shared/properties/list-query';
import type { DbHandle } from '../src/db/client.ts';
import { buildCardQueries } from '../src/properties/card-data.ts';
import { buildListFilters } from '../src/properties/list-filters.ts';
import { buildListingQueries } from '../src/properties/list-repository.ts';
import type { SearchPass } from '../src/properties/search.ts';

/*
 * The database work of one GET /properties, replayed on the bare driver: the same SQL texts and parameters
 * the API sends (taken from the same query builders with toSQL()), with the same overlap (the count beside
 * the page, then the cards' batch queries once the page is known; the typo pass after an empty full-text
 * pass; no count query when the page carries its total). What the API adds on top is HTTP handling,
 * validation, drizzle's row mapping, presenting and serialising.
 */

interface RawQuery {
  sql: string;
  params: unknown[];
}

interface PassPlan {
  page: RawQuery;
  /** Null when the page carries its own total (a search, list-repository.ts). */
  count: RawQuery | null;
  cards: RawQuery[];
}

export async function runRaw(handle: DbHandle, query: RawQuery): Promise<{ rows: unknown[] }> {
  if (handle.client instanceof PGlite) return handle.client.query(query.sql, query.params);
  return handle.client.query(query.sql, query.params);
}

function listingSql(handle: DbHandle, query: Record<string, string>, pass: SearchPass) {
  const parsed = propertyListQuerySchema.parse(query);
  const queries = buildListingQueries(handle.db, buildListFilters(parsed, pass), parsed.sort, {
    page: parsed.page,
    perPage: parsed.per_page,
  });
  return { page: queries.page.toSQL(), count: queries.count.toSQL(), totalInPage: queries.totalInPage };
}

/**
 * Runs the request's SQL once to learn which passes it needs and which ids the page holds (for the card
 * queries' SQL), and returns the replay to time.
 */
export async function prepareDirectSql(handle: DbHandle, query: Record<string, string>) {
  const plans: PassPlan[] = [];
  for (const pass of ['fulltext', 'typo'] as const) {
    const { page, count, totalInPage } = listingSql(handle, query, pass);
    const [pageResult, countResult] = await Promise.all([
      runRaw(handle, page),
      totalInPage ? null : runRaw(handle, count),
    ]);
    const rows = pageResult.rows as { id: number; company_id: number; total: number | null }[];
    const cardQueries = buildCardQueries(
      handle.db,
      rows.map((row) => ({ id: row.id, companyId: row.company_id })),
      null,
    );
    const cards = rows.length
      ? [cardQueries.mainPhotos.toSQL(), cardQueries.companies.toSQL(), cardQueries.listings.toSQL()]
      : [];
    // The bench cases ask for page 1, where an empty page means a total of 0 (no count query then).
    plans.push({ page, count: totalInPage ? null : count, cards });
    const total = countResult
      ? ((countResult.rows[0] as { count: number } | undefined)?.count ?? 0)
      : (rows[0]?.total ?? 0);
    if (total > 0 || !query.search) break;
  }
  return async () => {
    for (const plan of plans) {
      await Promise.all([
        plan.count ? runRaw(handle, plan.count) : null,
        runRaw(handle, plan.page).then(() => Promise.all(plan.cards.map((card) => runRaw(handle, card)))),
      ]);
    }
  };
}

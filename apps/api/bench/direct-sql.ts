import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PGlite } from '@electric-sql/pglite';
import { propertyListQuerySchema } from '@inmuebles/shared/properties/list-query';
import type { DbHandle } from '../src/platform/db/client.ts';
import { buildCardQueries } from '../src/features/properties/card-data.ts';
import { buildListFilters } from '../src/features/properties/list-filters.ts';
import { buildListingQueries } from '../src/features/properties/list-repository.ts';
import { buildSaleListingQueries } from '../src/features/properties/sale-listing-repository.ts';
import { saleListingProjects } from '../src/features/projects/public.ts';
import { findTypoMatches, typoMatchesQuery, type SearchPass } from '../src/features/properties/search.ts';

/*
 * The database work of one GET /properties, replayed on the bare driver: the same SQL texts and parameters
 * the API sends (taken from the same query builders with toSQL()), with the same overlap (the count beside
 * the page, or before it for a filtered listing, then the cards' batch queries once the page is known; the
 * typo pass (its dictionary query, then the listing's) after an empty full-text pass; no count query when
 * the page carries its total). What the API adds on top is HTTP handling,
 * validation, drizzle's row mapping, presenting and serialising. The replay sends every statement unnamed,
 * as a bare driver does, so PostgreSQL parses and plans each one every time: the API's named statements
 * (the cards' queries, the unfiltered listing's page and total, listing-statements.ts) skip that work, and
 * the difference is theirs to show.
 */

interface RawQuery {
  sql: string;
  params: unknown[];
}

interface PassPlan {
  /** The typo pass's dictionary query (search.ts), before its page. */
  dictionary: RawQuery | null;
  /** Null when the dictionary found no similar text (no listing query then), or the count left none to read. */
  page: RawQuery | null;
  /** Null when the page carries its own total (a search, list-repository.ts). */
  count: RawQuery | null;
  /** A filtered listing's count runs first and picks its page (filtered-page-plan.ts). */
  countFirst: boolean;
  cards: RawQuery[];
}

export async function runRaw(handle: DbHandle, query: RawQuery): Promise<{ rows: unknown[] }> {
  if (handle.client instanceof PGlite) return handle.client.query(query.sql, query.params);
  return handle.client.query(query.sql, query.params);
}

/**
 * Whether the case is "Comprar" with projects: its SQL side is then the statements the API sent, recorded
 * (record-statements.ts), since the union's cards are of two kinds and are not rebuilt here.
 */
export const isSaleUnion = (query: Record<string, string>) =>
  saleListingProjects(propertyListQuerySchema.parse(query)) !== null;

function listingSql(handle: DbHandle, query: Record<string, string>, pass: SearchPass) {
  const parsed = propertyListQuerySchema.parse(query);
  const projects = pass === 'fulltext' ? saleListingProjects(parsed) : null;
  if (projects) {
    // "Comprar" with projects: the union's page and count (sale-listing-repository.ts), without its cards
    // (ids of two kinds): on PGlite only; on PostgreSQL run.ts replays the recorded statements instead.
    const filters = buildListFilters(parsed, pass);
    const union = buildSaleListingQueries(filters.matchesNothing ? null : filters, projects, parsed.sort, {
      page: parsed.page,
      perPage: parsed.per_page,
    });
    const toQuery = (statement: SQL) => new PgDialect().sqlToQuery(statement);
    return {
      page: toQuery(union.page),
      count: toQuery(union.count),
      totalInPage: false,
      union: true,
      pageAfterCount: null,
    };
  }
  const queries = buildListingQueries(handle.db, buildListFilters(parsed, pass), parsed.sort, {
    page: parsed.page,
    perPage: parsed.per_page,
  });
  const { pageAfterCount } = queries;
  return {
    page: queries.page.toSQL(),
    count: queries.count.toSQL(),
    totalInPage: queries.totalInPage,
    union: false,
    pageAfterCount: pageAfterCount
      ? (counted: { count: number; listed: number }) => pageAfterCount(counted)?.toSQL() ?? null
      : null,
  };
}

/**
 * Runs the request's SQL once to learn which passes it needs and which ids the page holds (for the card
 * queries' SQL), and returns the replay to time.
 */
export async function prepareDirectSql(handle: DbHandle, query: Record<string, string>) {
  const plans: PassPlan[] = [];
  for (const typo of [false, true]) {
    const dictionary = typo ? typoMatchesQuery(handle.db, query.search ?? '').toSQL() : null;
    const pass: SearchPass = typo
      ? { typo: await findTypoMatches(handle.db, query.search ?? '') }
      : 'fulltext';
    if (typo && pass !== 'fulltext' && pass.typo.similarity.size === 0) {
      plans.push({ dictionary, page: null, count: null, countFirst: false, cards: [] });
      break;
    }
    const listing = listingSql(handle, query, pass);
    const { count, totalInPage, union, pageAfterCount } = listing;
    let page: RawQuery | null = listing.page;
    let pageResult: { rows: unknown[] } = { rows: [] };
    let countResult: { rows: unknown[] } | null = null;
    if (pageAfterCount) {
      countResult = await runRaw(handle, count);
      const counted = countResult.rows[0] as { count: number; listed: number };
      page = pageAfterCount({ count: counted.count, listed: Number(counted.listed) });
      if (page) pageResult = await runRaw(handle, page);
    } else {
      [pageResult, countResult] = await Promise.all([
        runRaw(handle, listing.page),
        totalInPage ? null : runRaw(handle, count),
      ]);
    }
    const rows = pageResult.rows as { id: number; company_id: number; total: number | null }[];
    const cardQueries = buildCardQueries(
      handle.db,
      rows.map((row) => ({ id: row.id, companyId: row.company_id })),
      null,
    );
    const cards =
      rows.length && !union
        ? [
            cardQueries.mainPhotos.toSQL(),
            cardQueries.companies.toSQL(),
            cardQueries.listings.toSQL(),
            cardQueries.contactPhones.toSQL(),
          ]
        : [];
    // The bench cases ask for page 1, where an empty page means a total of 0 (no count query then).
    plans.push({
      dictionary,
      page,
      count: totalInPage ? null : count,
      countFirst: pageAfterCount !== null,
      cards,
    });
    const total = countResult
      ? ((countResult.rows[0] as { count: number } | undefined)?.count ?? 0)
      : (rows[0]?.total ?? 0);
    if (total > 0 || !query.search) break;
  }
  return async () => {
    for (const plan of plans) {
      if (plan.dictionary) await runRaw(handle, plan.dictionary);
      if (plan.countFirst && plan.count) await runRaw(handle, plan.count);
      if (!plan.page) continue;
      const page = plan.page;
      await Promise.all([
        plan.count && !plan.countFirst ? runRaw(handle, plan.count) : null,
        runRaw(handle, page).then(() => Promise.all(plan.cards.map((card) => runRaw(handle, card)))),
      ]);
    }
  };
}

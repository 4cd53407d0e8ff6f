import type { DbOrTx } from '../../platform/db/client.ts';
import type { PageRow, SummaryQueries } from './list-repository.ts';

/*
 * The unfiltered listing's two statements (every sort, any page: the catalogue as most visitors first see
 * it), prepared once per database object and page shape. They carry no parameter at all (the public
 * condition, the sort's expressions and the page bounds are literals, list-repository.ts), so on PostgreSQL
 * each pooled connection parses and plans each of them once, and the plan it keeps is the very plan it
 * would make for every request. Planning the page statement (some 35 indexes on properties, their partial
 * predicates to prove, the ranking expression to match) took 0.15-0.4 ms on each request, two to five times
 * what running it takes (0.07 ms), and drizzle built both statements' SQL again each time. Filtered listings
 * keep unnamed statements: their values are parameters, and a generic plan would be chosen blind to them.
 */

/** A crawler walking every page of every sort must not prepare statements without end, on each connection. */
const MAX_SHAPES = 100;

type PreparedPage = { execute(): Promise<PageRow[]> };
type PreparedCount = { execute(): Promise<{ count: number }[]> };

const preparedByDb = new WeakMap<DbOrTx, Map<string, { page: PreparedPage; count: PreparedCount }>>();

/** The page and count of these queries, run as named statements when their shape allows it. */
export function runListingQueries(
  db: DbOrTx,
  queries: SummaryQueries,
): { page: () => Promise<PageRow[]>; count: () => Promise<{ count: number }[]> } {
  const prepared = queries.shape === null ? undefined : preparedFor(db, queries.shape, queries);
  if (!prepared) return { page: () => queries.page.execute(), count: () => queries.count.execute() };
  return { page: () => prepared.page.execute(), count: () => prepared.count.execute() };
}

function preparedFor(db: DbOrTx, shape: string, queries: SummaryQueries) {
  let shapes = preparedByDb.get(db);
  if (!shapes) {
    shapes = new Map();
    preparedByDb.set(db, shapes);
  }
  let prepared = shapes.get(shape);
  if (!prepared && shapes.size < MAX_SHAPES) {
    prepared = {
      page: queries.page.prepare(`listing_page_${shape}`),
      // One statement for every shape: the catalogue's total.
      count: queries.count.prepare('listing_count_all'),
    };
    shapes.set(shape, prepared);
  }
  return prepared;
}

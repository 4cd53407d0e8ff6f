import { sql, type SQL } from 'drizzle-orm';
import { PageSizes } from '@inmuebles/shared/properties/limits';
import type { ListingPagination } from '@inmuebles/shared/properties/property-schema';
import type { DbOrTx } from '../../platform/db/client.ts';
import { properties } from '../../platform/db/schema/index.ts';

/*
 * Totals are exact up to PageSizes.exactTotal and a lower bound beyond (docs/decisions.md): the listing, the
 * map, the company page and the landing pages count no further than one past the limit and say so.
 */

/** A count written into the SQL (the cap is a number the server chose): the planner plans for that many rows. */
const literal = (value: number) => sql.raw(String(Math.trunc(value))) as unknown as number;

/**
 * How many properties match, counting at most `cap + 1`: a broad filter over a large catalogue stops
 * reading there. The map asks with its own cap (do the points fit in one answer?).
 */
export function cappedCount(db: DbOrTx, where: SQL, cap: number = PageSizes.exactTotal) {
  return db.select({ count: sql<number>`count(*)::int` }).from(cappedRows(where, cap));
}

/** The matching rows a capped count counts, as a subquery named `capped`. */
export const cappedRows = (where: SQL, cap: number = PageSizes.exactTotal) =>
  sql`(select 1 from ${properties} where ${where} limit ${literal(cap + 1)}) as capped`;

/** A count as shown: the limit and `exact: false` past PageSizes.exactTotal, the count itself up to it. */
export function cappedTotal(counted: number): { count: number; exact: boolean } {
  const exact = counted <= PageSizes.exactTotal;
  return { count: exact ? counted : PageSizes.exactTotal, exact };
}

/** A page of cards' pagination over a count that may have stopped past PageSizes.exactTotal. */
export function paginationOf(
  paging: { page: number; perPage: number },
  counted: number,
): ListingPagination & { total_is_exact: boolean } {
  const total = cappedTotal(counted);
  return {
    current_page: paging.page,
    total_pages: Math.ceil(total.count / paging.perPage),
    total_count: total.count,
    per_page: paging.perPage,
    total_is_exact: total.exact,
  };
}

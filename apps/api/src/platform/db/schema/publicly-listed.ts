import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * The one definition of who a property is shown to without signing in (docs/decisions.md "visibility",
 * docs/product/trust-and-admin.md): publicly listed (the catalogue, the map, the company page, alerts,
 * cacheable photos) when published, public, not hidden by an admin and not of a suspended company;
 * reachable by its link when the same holds but it is unlisted instead of public.
 *
 * Written over the columns rather than the table so that the partial indexes of properties.ts, which
 * defines the table, can use it too; properties.ts binds it to the table (`publiclyListed`,
 * `reachableByLink`) for queries. The SQL has literal values, not bound parameters, on purpose: PostgreSQL uses a
 * partial index only when it can prove the query's WHERE implies the index's, which it cannot do through a
 * parameter of a generic plan, so queries and index predicates must spell the same text. Each condition
 * has its row twin below for code that already holds the row; `publicly-listed.test.ts` checks both agree.
 */

/** The columns the conditions read: the table's own, or those of an alias. */
export interface ListingStateColumns {
  status: AnyPgColumn;
  visibility: AnyPgColumn;
  hiddenAt: AnyPgColumn;
  companySuspended: AnyPgColumn;
}

/** The same state as a row carries it. */
export interface ListingState {
  status: string;
  visibility: string;
  hiddenAt: Date | null;
  companySuspended: boolean;
}

/**
 * Published and public: the predicate of the first partial indexes of the listing, wider than the public
 * condition. A query with the whole condition still uses them; a count that must not visit the table reads
 * an index whose predicate is the whole condition.
 */
export const publishedAndPublicOf = (t: Pick<ListingStateColumns, 'status' | 'visibility'>): SQL =>
  sql`${t.status} = 'published' and ${t.visibility} = 'public'`;

/** Not taken down by the trust rules: neither hidden by an admin nor of a suspended company. */
const notWithheldOf = (t: Pick<ListingStateColumns, 'hiddenAt' | 'companySuspended'>): SQL =>
  sql`${t.hiddenAt} is null and not ${t.companySuspended}`;

/** Publicly listed, as SQL (without outer parentheses: index predicates are compared as text). */
export const publiclyListedOf = (t: ListingStateColumns): SQL =>
  sql`${publishedAndPublicOf(t)} and ${notWithheldOf(t)}`;

/** Reachable by its link by anyone: publicly listed, or the same but unlisted. */
export const reachableByLinkOf = (t: ListingStateColumns): SQL =>
  sql`${t.status} = 'published' and ${t.visibility} <> 'private' and ${notWithheldOf(t)}`;

const withheld = (row: ListingState) => row.hiddenAt !== null || row.companySuspended;

/** `publiclyListedOf` for a row already read. */
export function isPubliclyListed(row: ListingState): boolean {
  return row.status === 'published' && row.visibility === 'public' && !withheld(row);
}

/** `reachableByLinkOf` for a row already read. */
export function isReachableByLink(row: ListingState): boolean {
  return row.status === 'published' && row.visibility !== 'private' && !withheld(row);
}

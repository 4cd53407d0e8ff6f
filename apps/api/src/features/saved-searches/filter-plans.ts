import { propertyListQuerySchema, type PropertyListQuery } from '@inmuebles/shared/properties/list-query';
import { sql, type SQL } from 'drizzle-orm';

/*
 * What the alert matchers of properties (alert-matching.ts) and projects (project-alert-matching.ts) share:
 * the active searches grouped by their filters, so one set of filters saved by many is planned once, and
 * the searches of a plan as rows a statement joins.
 */

/** An active search, with where "new" starts for it (saved, or the window's start). */
export interface ActiveSearch {
  id: number;
  filters: unknown;
  since: Date;
}

export interface PlannedSearches {
  searches: { id: number; since: Date }[];
}

/** The filters' key with sorted keys: two searches with the same filters share one plan. */
function canonical(filters: unknown): string {
  if (typeof filters !== 'object' || filters === null) return JSON.stringify(filters);
  return JSON.stringify(Object.entries(filters).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * One plan per distinct set of filters, each with its searches; filters the listing's schema refuses, or
 * that `planFor` says can match nothing, get none.
 */
export function groupByFilters<P extends PlannedSearches>(
  searches: readonly ActiveSearch[],
  planFor: (query: PropertyListQuery) => P | null,
): P[] {
  const byFilters = new Map<string, P | null>();
  for (const search of searches) {
    const key = canonical(search.filters);
    if (!byFilters.has(key)) {
      const parsed = propertyListQuerySchema.safeParse(search.filters);
      byFilters.set(key, parsed.success ? planFor(parsed.data) : null);
    }
    byFilters.get(key)?.searches.push({ id: search.id, since: search.since });
  }
  return [...byFilters.values()].filter((plan): plan is P => plan !== null);
}

/** A PostgreSQL array literal, one parameter for the whole list. */
export const arrayLiteral = (values: string[]) => `{${values.map((v) => `"${v}"`).join(',')}}`;

/** The plan's searches as rows (id, since) to join: `unnest` of two array parameters. */
export function searchRows(plan: PlannedSearches): SQL {
  const ids = arrayLiteral(plan.searches.map((s) => String(s.id)));
  const sinces = arrayLiteral(plan.searches.map((s) => s.since.toISOString()));
  return sql`unnest(${ids}::int[], ${sinces}::timestamptz[]) as s(id, since)`;
}

/** Rows an INSERT wrote, as node-postgres (rowCount) and PGlite (affectedRows) report it. */
export function affected(result: unknown): number {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
}

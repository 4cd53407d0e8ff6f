import {
  filterRanges,
  filterRegistry,
  type FilterEntry,
  type FilterKey,
  type FilterRange,
  type Filters,
} from './filter-registry.ts';
import { PropertyLimits } from '../properties/limits.ts';

/*
 * What a list's screen does with its filters, derived from the registry: read them from the address
 * (leniently), write them back, turn them into the API's query, count them and show them as chips. No zod
 * (filter-values.ts says why).
 */

/** The filters a list holds. */
export type FiltersOf<K extends FilterKey> = Pick<Filters, K>;

/** The filters one list offers (filter-sets.ts). */
export interface FilterSet<K extends FilterKey> {
  /** In the order the list's address writes them and its chips show them. */
  readonly keys: readonly K[];
  /** Set outside the filter panel (the listing's search bar, operation switch and map): not on its badge. */
  readonly offBadge?: readonly K[];
  /** The list's rules between its filters, applied to what an address holds. */
  readonly normalize?: (filters: FiltersOf<K>) => FiltersOf<K>;
}

/** Defines a list's filter set with its keys' literal types kept. */
export const defineFilterSet = <const K extends FilterKey>(set: FilterSet<K>): FilterSet<K> => set;

const entryOf = (key: FilterKey) => filterRegistry[key] as FilterEntry<unknown>;

const isSet = (filters: Filters, key: FilterKey) => filters[key] !== undefined;

/** The range whose maximum `key` is. */
const rangeOfMax = (key: FilterKey) => filterRanges.find((range) => range.max === key);

/** A value of filter `key` as the URL writes it. */
export const writeFilterValue = (key: FilterKey, value: unknown): string => entryOf(key).value.write(value);

/**
 * A list's filters from an address (or anything answering `get`): each value read leniently (a bad one is
 * dropped), then the list's own rules applied.
 */
export function readFilters<K extends FilterKey>(
  set: FilterSet<K>,
  params: { get: (key: string) => string | null | undefined },
): FiltersOf<K> {
  const filters: Record<string, unknown> = {};
  for (const key of set.keys) {
    const raw = params.get(key);
    const value = raw === null || raw === undefined ? undefined : entryOf(key).value.read(raw);
    if (value !== undefined) filters[key] = value;
  }
  const read = filters as FiltersOf<K>;
  return set.normalize ? set.normalize(read) : read;
}

/** The address entries of a list's filters, in the list's order, unset ones left out. */
export function writeFilters<K extends FilterKey>(set: FilterSet<K>, filters: FiltersOf<K>): [K, string][] {
  return set.keys.flatMap((key): [K, string][] => {
    const value = (filters as Filters)[key];
    return value === undefined ? [] : [[key, writeFilterValue(key, value)]];
  });
}

/**
 * The filters as the API's query: numbers as numbers, a flag as 'true', and a range's qualifier (the
 * currency) only with a bound, since alone it changes nothing and would only split the cache.
 */
export function apiFilters<K extends FilterKey>(
  set: FilterSet<K>,
  filters: FiltersOf<K>,
): Partial<Record<K, string | number>> {
  const query: Partial<Record<K, string | number>> = {};
  for (const key of set.keys) {
    const value = (filters as Filters)[key];
    if (value === undefined || isUnboundQualifier(key, filters)) continue;
    query[key] = typeof value === 'number' ? value : writeFilterValue(key, value);
  }
  return query;
}

function isUnboundQualifier(key: FilterKey, filters: Filters): boolean {
  const range = filterRanges.find((candidate) => candidate.qualifier === key);
  return range !== undefined && !isSet(filters, range.min) && !isSet(filters, range.max);
}

/** Whether any filter narrows the results (the qualifier of a range alone does not). */
export function hasFilters<K extends FilterKey>(set: FilterSet<K>, filters: FiltersOf<K>): boolean {
  return set.keys.some((key) => entryOf(key).counts && isSet(filters, key));
}

/** How many filters are set, as a list's 'Filtros' badge counts them: a range counts once. */
export function countFilters<K extends FilterKey>(set: FilterSet<K>, filters: FiltersOf<K>): number {
  const offBadge: readonly FilterKey[] = set.offBadge ?? [];
  return set.keys.filter((key) => {
    if (!entryOf(key).counts || offBadge.includes(key) || !isSet(filters, key)) return false;
    const range = rangeOfMax(key);
    return !(range && isSet(filters, range.min));
  }).length;
}

/** A removable chip: what it says and the filters removing it clears. */
export interface FilterChip<K extends FilterKey = FilterKey> {
  key: K;
  label: string;
  clears: K[];
}

function rangeLabel(range: FilterRange, filters: Filters): string | null {
  const min = filters[range.min] as number | undefined;
  const max = filters[range.max] as number | undefined;
  const format = (value: number) => range.format(value, filters);
  if (min !== undefined && max !== undefined) return `${format(min)} – ${format(max)}`;
  if (min !== undefined) return `Desde ${format(min)}`;
  return max !== undefined ? `Hasta ${format(max)}` : null;
}

/** The chips of the filters set, in the list's order; a range is one chip, at its minimum's place. */
export function filterChips<K extends FilterKey>(set: FilterSet<K>, filters: FiltersOf<K>): FilterChip<K>[] {
  const chips: FilterChip<K>[] = [];
  const inSet = (keys: readonly (FilterKey | undefined)[]) =>
    keys.filter((key): key is K => key !== undefined && (set.keys as readonly FilterKey[]).includes(key));
  for (const key of set.keys) {
    const range = filterRanges.find((candidate) => candidate.min === key);
    if (range) {
      const label = rangeLabel(range, filters);
      if (label) chips.push({ key, label, clears: inSet([range.min, range.max, range.qualifier]) });
      continue;
    }
    const entry = entryOf(key);
    const value = (filters as Filters)[key];
    if (entry.chip && value !== undefined) {
      chips.push({
        key,
        label: entry.chip(value),
        clears: inSet([key, ...((entry.chipClears ?? []) as FilterKey[])]),
      });
    }
  }
  return chips;
}

/** Drops a range's maximum below its minimum (the API would refuse the pair): the minimum stays. */
export function withoutInvertedRanges<F extends Filters>(filters: F): F {
  let result = filters;
  for (const range of filterRanges) {
    const min = filters[range.min] as number | undefined;
    const max = filters[range.max] as number | undefined;
    if (min !== undefined && max !== undefined && max < min) result = { ...result, [range.max]: undefined };
  }
  return withoutUndefined(result);
}

/** The same object without its undefined values (states compare and serialise by their keys). */
/** The page number of a list's address: a whole number from 1 to the last page served, else 1. */
export function readPage(params: { get: (key: string) => string | null | undefined }): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= PropertyLimits.maxPage ? page : 1;
}

export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

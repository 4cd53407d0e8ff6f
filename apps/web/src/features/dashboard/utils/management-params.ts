import * as filterCodec from '@inmuebles/shared/filters/filter-codec';
import { managementFilters } from '@inmuebles/shared/filters/filter-sets';
import { PageSizes } from '@inmuebles/shared/properties/limits';
import {
  managementSorts,
  type ManagementSort,
  type MyPropertiesQueryInput,
} from '@inmuebles/shared/properties/my-properties-query';

/*
 * The management list's state lives in the address (`/dashboard/properties?status=draft&page=2`) under the
 * API's parameter names, which are also the state's, so reload and back restore it. The filters (search,
 * type, status, operation) are read and written as the filter registry says; defaults are left out and
 * unknown values are ignored.
 */

const defaultManagementSort: ManagementSort = 'smart_ranking';

export interface ManagementParams extends filterCodec.FiltersOf<(typeof managementFilters.keys)[number]> {
  sort: ManagementSort;
  page: number;
}

/** What a user changes in the toolbar (everything but the page). */
export type ManagementChange = Partial<Omit<ManagementParams, 'page'>>;

/** Reads the list state from the address; anything invalid falls back to its default. */
export function parseManagementParams(params: URLSearchParams): ManagementParams {
  const sort = params.get('sort');
  return filterCodec.withoutUndefined({
    ...filterCodec.readFilters(managementFilters, params),
    sort: managementSorts.find((value) => value === sort) ?? defaultManagementSort,
    page: filterCodec.readPage(params),
  });
}

/** The address query of a list state, defaults left out, in a stable order. */
export function toManagementSearchParams(state: ManagementParams): URLSearchParams {
  const entries: [string, string | undefined][] = [
    ...filterCodec.writeFilters(managementFilters, state),
    ['sort', state.sort === defaultManagementSort ? undefined : state.sort],
    ['page', state.page > 1 ? String(state.page) : undefined],
  ];
  return new URLSearchParams(entries.filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/** The `GET /my_properties` query of a list state (20 per page, docs/product/signed-in-area.md §9). */
export function toMyPropertiesQuery(
  state: ManagementParams,
  companyId: number | null,
): MyPropertiesQueryInput {
  return filterCodec.withoutUndefined({
    page: state.page,
    per_page: PageSizes.managementList,
    sort: state.sort,
    ...filterCodec.apiFilters(managementFilters, state),
    company_id: companyId ?? undefined,
  });
}

/** Whether a filter narrows the list (the empty state then offers to clear them). */
export function hasManagementFilters(state: ManagementParams): boolean {
  return filterCodec.hasFilters(managementFilters, state);
}

/**
 * The state after a toolbar change. Any real change returns to page 1 (docs/product/signed-in-area.md §2.2); setting the values
 * already there changes nothing, so the page is kept.
 */
export function applyManagementChange(state: ManagementParams, change: ManagementChange): ManagementParams {
  const next = filterCodec.withoutUndefined({ ...state, ...change });
  const keys = new Set([...Object.keys(state), ...Object.keys(next)]) as Set<keyof ManagementParams>;
  const isUnchanged = [...keys].every((key) => key === 'page' || state[key] === next[key]);
  return isUnchanged ? state : { ...next, page: 1 };
}

/** No filter, default sort, first page. */
export const initialManagementParams: ManagementParams = { sort: defaultManagementSort, page: 1 };

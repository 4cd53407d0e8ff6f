import {
  listingOperations,
  propertyStatuses,
  propertyTypes,
  type ListingOperation,
  type PropertyStatus,
  type PropertyType,
} from '@inmuebles/shared/properties/enums';
import { PageSizes, PropertyLimits } from '@inmuebles/shared/properties/limits';
import {
  managementSorts,
  type ManagementSort,
  type MyPropertiesQueryInput,
} from '@inmuebles/shared/properties/my-properties-query';

/*
 * The management list's state lives in the address (`/dashboard/properties?status=draft&page=2`) with the
 * API's parameter names, so reload and back restore it. Defaults are left out; unknown values are ignored.
 */

export const defaultManagementSort: ManagementSort = 'smart_ranking';

export interface ManagementParams {
  search?: string;
  propertyType?: PropertyType;
  status?: PropertyStatus;
  /** Properties with an offer of this operation, whatever its state (issue 14). */
  operation?: ListingOperation;
  sort: ManagementSort;
  page: number;
}

/** What a user changes in the toolbar (everything but the page). */
export type ManagementChange = Partial<Omit<ManagementParams, 'page'>>;

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  values.find((value) => value === raw);

function parsePage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= PropertyLimits.maxPage ? page : 1;
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** Reads the list state from the address; anything invalid falls back to its default. */
export function parseManagementParams(params: URLSearchParams): ManagementParams {
  return withoutUndefined({
    search: params.get('search')?.trim().slice(0, PropertyLimits.maxSearchLength) || undefined,
    propertyType: oneOf(propertyTypes, params.get('property_type')),
    status: oneOf(propertyStatuses, params.get('status')),
    operation: oneOf(listingOperations, params.get('operation')),
    sort: oneOf(managementSorts, params.get('sort')) ?? defaultManagementSort,
    page: parsePage(params.get('page')),
  });
}

/** The address query of a list state, defaults left out, in a stable order. */
export function toManagementSearchParams(state: ManagementParams): URLSearchParams {
  const entries: [string, string | undefined][] = [
    ['search', state.search],
    ['property_type', state.propertyType],
    ['status', state.status],
    ['operation', state.operation],
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
  return withoutUndefined({
    page: state.page,
    per_page: PageSizes.managementList,
    sort: state.sort,
    property_type: state.propertyType,
    status: state.status,
    operation: state.operation,
    search: state.search,
    company_id: companyId ?? undefined,
  });
}

/** Whether a filter narrows the list (the empty state then offers to clear them). */
export function hasManagementFilters(state: ManagementParams): boolean {
  return Boolean(state.search || state.propertyType || state.status || state.operation);
}

/**
 * The state after a toolbar change. Any real change returns to page 1 (docs/product/signed-in-area.md §2.2); setting the values
 * already there changes nothing, so the page is kept.
 */
export function applyManagementChange(state: ManagementParams, change: ManagementChange): ManagementParams {
  const next = withoutUndefined({ ...state, ...change });
  const keys = new Set([...Object.keys(state), ...Object.keys(next)]) as Set<keyof ManagementParams>;
  const isUnchanged = [...keys].every((key) => key === 'page' || state[key] === next[key]);
  return isUnchanged ? state : { ...next, page: 1 };
}

/** No filter, default sort, first page. */
export const initialManagementParams: ManagementParams = { sort: defaultManagementSort, page: 1 };

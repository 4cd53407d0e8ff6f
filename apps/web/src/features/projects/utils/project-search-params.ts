import {
  apiFilters,
  countFilters,
  filterChips,
  hasFilters,
  readFilters,
  readPage,
  withoutUndefined,
  writeFilters,
  type FilterChip,
  type FiltersOf,
} from '@inmuebles/shared/filters/filter-codec';
import { projectSearchFilters } from '@inmuebles/shared/filters/filter-sets';
import { defaultProjectSearchQuery } from '@inmuebles/shared/first-view/first-view-entries';
import type { ProjectListQueryInput } from '@inmuebles/shared/projects/project-query';

/*
 * The project search's state lives in the address (`/proyectos?region=15&stage=en_planos&page=2`) under the
 * API's parameter names. Read, written, sent, counted and shown as chips as the filter registry says
 * (packages/shared filters/, `projectSearchFilters`), as the property listing does.
 */

export type ProjectSearchKey = (typeof projectSearchFilters.keys)[number];

/** The filters a buyer sets. */
export type ProjectFilters = FiltersOf<ProjectSearchKey>;

/** Everything that selects the results of the project search, and how they are shown. */
export interface ProjectSearchParams extends ProjectFilters {
  page: number;
  /** `vista=mapa`: the map beside the list (over it on a phone), as the property listing's. */
  view?: 'map';
}

/** The address value of the map view, the property listing's own words. */
const MAP_VIEW_PARAM = ['vista', 'mapa'] as const;

/** Cards per page of `/proyectos`: the server's first view asks for the same. */
export const PROJECTS_PER_PAGE = defaultProjectSearchQuery.per_page;

/** The search's state from the address; anything malformed is dropped rather than sent. */
export function parseProjectSearchParams(params: URLSearchParams): ProjectSearchParams {
  return withoutUndefined({
    ...readFilters(projectSearchFilters, params),
    page: readPage(params),
    view: params.get(MAP_VIEW_PARAM[0]) === MAP_VIEW_PARAM[1] ? 'map' : undefined,
  });
}

/** The address query of a state: the filters in the registry set's order, then the page beyond the first. */
export function toProjectSearchParams(state: ProjectSearchParams): URLSearchParams {
  const entries: [string, string][] = writeFilters(projectSearchFilters, state);
  if (state.page > 1) entries.push(['page', String(state.page)]);
  if (state.view === 'map') entries.push([...MAP_VIEW_PARAM]);
  return new URLSearchParams(entries);
}

/** The `GET /projects` query of a state. */
export function toProjectApiQuery(state: ProjectSearchParams): ProjectListQueryInput {
  return { page: state.page, per_page: PROJECTS_PER_PAGE, ...apiFilters(projectSearchFilters, state) };
}

/** A new state after a change of filters: back to page 1 unless nothing changed. */
export function applyProjectChange(
  state: ProjectSearchParams,
  change: Partial<ProjectFilters>,
): ProjectSearchParams {
  const next = withoutUndefined({ ...state, ...change });
  const keys = new Set([...Object.keys(state), ...Object.keys(next)]) as Set<keyof ProjectSearchParams>;
  const isUnchanged = [...keys].every((key) => key === 'page' || key === 'view' || state[key] === next[key]);
  return isUnchanged ? state : { ...next, page: 1 };
}

export const hasProjectFilters = (state: ProjectFilters) => hasFilters(projectSearchFilters, state);

/** How many filters are set (the phone's 'Filtros' badge); a range counts once. */
export const countProjectFilters = (state: ProjectFilters) => countFilters(projectSearchFilters, state);

/** The removable chips of the filters set. */
export const projectFilterChips = (state: ProjectFilters): FilterChip<ProjectSearchKey>[] =>
  filterChips(projectSearchFilters, state);

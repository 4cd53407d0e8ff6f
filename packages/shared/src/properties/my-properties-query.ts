import { z } from 'zod';
import { filterFields } from '../filters/filter-schema.ts';
import { managementFilters } from '../filters/filter-sets.ts';
import type { PropertySort } from './enums.ts';
import { PageSizes, PropertyLimits } from './limits.ts';
import { paginationSchema, propertySummarySchema } from './property-schema.ts';
import { MAX_DATABASE_ID } from '../ids/database-id.ts';

/*
 * `GET /my_properties`: the signed-in area's own-properties list (dashboard summary and management list).
 * Values arrive as URL strings, so numbers are coerced, and a blank value or 'all' (the filters' "Todos")
 * means "not given": clearing a filter must show everything rather than fail.
 */

/** The four sorts of the management list (docs/product/signed-in-area.md §2.2 and 9), default smart_ranking. */
export const managementSorts = [
  'smart_ranking',
  'recent',
  'most_viewed',
  'most_favorited',
] as const satisfies readonly PropertySort[];
export type ManagementSort = (typeof managementSorts)[number];

/** The management list's own wording: 'Relevancia' where the public listing says 'Relevancia Inteligente'. */
export const managementSortLabels: Record<ManagementSort, string> = {
  smart_ranking: 'Relevancia',
  recent: 'Más Recientes',
  most_viewed: 'Más Vistas',
  most_favorited: 'Más Favoritas',
};

const absent = (value: unknown) =>
  value === 'all' || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const optionalField = <T extends z.ZodType>(schema: T) => z.preprocess(absent, schema.optional());

const integerField = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

const perPageMessage = `La cantidad por página debe ser un número entero entre 1 y ${PageSizes.max}`;

/** `GET /my_properties` query. `company_id` only matters to an admin; members always get their own company. */
export const myPropertiesQuerySchema = z.object({
  page: z.preprocess(
    absent,
    integerField('La página debe ser un número entero mayor o igual a 1', 1, PropertyLimits.maxPage).default(
      1,
    ),
  ),
  per_page: z.preprocess(
    absent,
    integerField(perPageMessage, 1, PageSizes.max).default(PageSizes.managementList),
  ),
  sort: z.preprocess(absent, z.enum(managementSorts, { error: 'Orden no válido' }).default('smart_ranking')),
  /** Search, type, status and the operation of an offer whatever its status (filters/filter-sets.ts). */
  ...filterFields(managementFilters),
  company_id: optionalField(integerField('La empresa no es válida', 1, MAX_DATABASE_ID)),
});
export type MyPropertiesQuery = z.output<typeof myPropertiesQuerySchema>;
/** What a client may send (every field optional). */
export type MyPropertiesQueryInput = z.input<typeof myPropertiesQuerySchema>;

/**
 * Counts of the whole company (never only the page, never affected by the filters): the dashboard's stat
 * cards. Views and favourites are the properties' exact counters; contacts are the requests received.
 */
export const managementStatsSchema = z.object({
  total_properties: z.number().int(),
  published_count: z.number().int(),
  draft_count: z.number().int(),
  archived_count: z.number().int(),
  total_views: z.number().int(),
  total_favorites: z.number().int(),
  total_contacts: z.number().int(),
});
export type ManagementStats = z.infer<typeof managementStatsSchema>;

/** The counters of an account with nothing to count (no company yet, or the load failed on the screen). */
export const emptyManagementStats: ManagementStats = {
  total_properties: 0,
  published_count: 0,
  draft_count: 0,
  archived_count: 0,
  total_views: 0,
  total_favorites: 0,
  total_contacts: 0,
};

/** `GET /my_properties`: the public card shape, the spec's pagination block, and the company's stats. */
export const myPropertiesResponseSchema = z.object({
  properties: z.array(propertySummarySchema),
  pagination: paginationSchema,
  stats: managementStatsSchema,
});
export type MyPropertiesResponse = z.infer<typeof myPropertiesResponseSchema>;

import { z } from 'zod';
import { checkRanges, blankAsAbsent, filterFields } from '../filters/filter-schema.ts';
import { listingFilters } from '../filters/filter-sets.ts';
import { propertySorts } from './enums.ts';
import { MAX_ROOM_FILTER, PageSizes, PropertyLimits } from './limits.ts';
import { bboxField, zoomField } from './map-query.ts';

/*
 * The query of `GET /properties` (public listing): paging, sort, and the listing's filters as the filter
 * registry defines them (filters/filter-registry.ts). Values arrive as URL strings, so numbers are coerced,
 * and an empty or blank value means "not given": the listing screen sends `?search=&region=` when a filter
 * is cleared, and that must show everything rather than fail.
 */

const integerField = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

const pageFields = {
  page: z.preprocess(
    blankAsAbsent,
    integerField('La página debe ser un número entero mayor o igual a 1', 1, PropertyLimits.maxPage).default(
      1,
    ),
  ),
  per_page: z.preprocess(
    blankAsAbsent,
    integerField(
      `La cantidad por página debe ser un número entero entre 1 y ${PageSizes.max}`,
      1,
      PageSizes.max,
    ).default(PageSizes.publicListing),
  ),
};

/** The paging part alone, for lists that only page (`GET /user/favorites`). */
export const pageQuerySchema = z.object(pageFields);
export type PageQuery = z.output<typeof pageQuerySchema>;

// In limits.ts (no zod), so the listing's bundle imports it without the schemas; re-exported for the server.
export { MAX_ROOM_FILTER };

/** Every filter of the public listing, from the filter registry (the map answers with the same ones). */
const filterFieldsOfListing = filterFields(listingFilters);

/** `GET /properties`: paging, sort and every filter of the public listing. */
export const propertyListQuerySchema = z
  .object({
    ...pageFields,
    sort: z.preprocess(
      blankAsAbsent,
      z.enum(propertySorts, { error: 'Orden no válido' }).default('smart_ranking'),
    ),
    ...filterFieldsOfListing,
  })
  .check(checkRanges);

/** The listing query after parsing: defaults applied, numbers as numbers, blank values gone. */
export type PropertyListQuery = z.output<typeof propertyListQuerySchema>;

/** What a client may send (every field optional, strings or numbers). */
export type PropertyListQueryInput = z.input<typeof propertyListQuerySchema>;

/**
 * `GET /properties/map`: every filter of the listing, the visible area (required) and the zoom (required);
 * no paging or sort (docs/product/map-search.md).
 */
export const propertyMapQuerySchema = z
  .object({
    ...filterFieldsOfListing,
    bbox: z.preprocess(blankAsAbsent, bboxField),
    zoom: z.preprocess(blankAsAbsent, zoomField),
  })
  .check(checkRanges);

export type PropertyMapQuery = z.output<typeof propertyMapQuerySchema>;
export type PropertyMapQueryInput = z.input<typeof propertyMapQuerySchema>;

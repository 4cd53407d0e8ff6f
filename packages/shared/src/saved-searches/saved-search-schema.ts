import { z } from 'zod';
import { isSavedSearchFilter, listingFilters } from '../filters/filter-sets.ts';
import { encodePolyline } from '../geo/polyline.ts';
import { propertyListQuerySchema, type PropertyListQuery } from '../properties/list-query.ts';
import { formatBbox } from '../properties/map-query.ts';

/*
 * Saved searches of a searcher's account (docs/product/searcher-accounts.md): the public listing's filters
 * under a name, with how often alerts are sent.
 */

export const savedSearchFrequencies = ['instant', 'daily', 'weekly'] as const;
export type SavedSearchFrequency = (typeof savedSearchFrequencies)[number];
export const savedSearchFrequencyLabels: Record<SavedSearchFrequency, string> = {
  instant: 'Al instante',
  daily: 'Diaria',
  weekly: 'Semanal',
};

export const SavedSearchLimits = { maxName: 120, maxPerUser: 50 } as const;

/**
 * The listing's filters a saved search may hold: every filter of `GET /properties` the filter registry marks
 * `savedSearch` (not page, size or sort).
 */
export const savedSearchFilterKeys = listingFilters.keys.filter(isSavedSearchFilter);
export type SavedSearchFilterKey = (typeof savedSearchFilterKeys)[number];

/**
 * The map filters (docs/product/map-search.md) and the amenities, kept as the URL writes them
 * ('pool,elevator'), so they stay plain values.
 */
type TextFilterKey = 'bbox' | 'within' | 'amenities';
export type SavedSearchFilters = Partial<
  Pick<PropertyListQuery, Exclude<SavedSearchFilterKey, TextFilterKey>>
> & {
  bbox?: string;
  within?: string;
  amenities?: string;
};

const filterValue = z.union([z.string(), z.number(), z.boolean()]);

/**
 * The filters as the listing's URL or a client sends them, validated by the public listing's own schema:
 * an unknown key is refused ('Filtro no permitido: x'), a bad value with the listing's message, and the
 * result keeps only the filters given (blank ones dropped, numbers as numbers, the default currency only
 * with a price bound).
 */
export const savedSearchFiltersSchema = z
  .record(z.string(), filterValue, { error: 'Los filtros deben ser un objeto' })
  .transform((raw, ctx): SavedSearchFilters => {
    for (const key of Object.keys(raw)) {
      if (!(savedSearchFilterKeys as readonly string[]).includes(key)) {
        ctx.issues.push({ code: 'custom', input: key, path: [key], message: `Filtro no permitido: ${key}` });
      }
    }
    const parsed = propertyListQuerySchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.issues.push({ code: 'custom', input: raw, path: issue.path, message: issue.message });
      }
      return z.NEVER;
    }
    const filters: Record<string, unknown> = {};
    for (const key of savedSearchFilterKeys) {
      const value = parsed.data[key];
      if (value !== undefined) filters[key] = value;
    }
    // The map's area and zone go back to their URL text, normalised (5 decimals), as the listing reads them.
    if (parsed.data.bbox) filters.bbox = formatBbox(parsed.data.bbox);
    if (parsed.data.within) filters.within = encodePolyline(parsed.data.within);
    if (parsed.data.amenities) filters.amenities = parsed.data.amenities.join(',');
    if (filters.min_price === undefined && filters.max_price === undefined) delete filters.currency;
    return filters as SavedSearchFilters;
  });

const name = z
  .string({ error: 'El nombre es requerido' })
  .trim()
  .min(1, 'El nombre es requerido')
  .max(SavedSearchLimits.maxName, `El nombre no puede superar los ${SavedSearchLimits.maxName} caracteres`);

const frequency = z.enum(savedSearchFrequencies, {
  error: 'Frecuencia no válida (instant, daily o weekly)',
});

/** POST /user/saved_searches: the name is optional (the proposed name is used without it). */
export const createSavedSearchSchema = z.strictObject(
  { name: name.optional(), filters: savedSearchFiltersSchema, frequency: frequency.default('daily') },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Campo no permitido: ${issue.keys.join(', ')}` : undefined,
  },
);

/** PATCH /user/saved_searches/{id}: rename, change frequency, pause or resume, mark as viewed. */
export const updateSavedSearchSchema = z.strictObject(
  {
    name: name.optional(),
    frequency: frequency.optional(),
    paused: z.boolean({ error: 'paused debe ser true o false' }).optional(),
    viewed: z.literal(true).optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Campo no permitido: ${issue.keys.join(', ')}` : undefined,
  },
);

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  filters: z.record(z.string(), filterValue),
  frequency: z.enum(savedSearchFrequencies),
  paused: z.boolean(),
  new_count: z.number().int(),
  last_viewed_at: z.string(),
  last_alerted_at: z.string().nullable(),
  created_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchResponseSchema = z.object({ saved_search: savedSearchSchema });
export const savedSearchListResponseSchema = z.object({ saved_searches: z.array(savedSearchSchema) });

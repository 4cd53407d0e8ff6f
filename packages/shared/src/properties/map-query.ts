import { z } from 'zod';
import { currencies, listingOperations } from './enums.ts';
import { MAX_MAP_ZOOM, MIN_MAP_ZOOM, mapMessages, parseBbox, parseZone } from './map-area.ts';

/*
 * The zod side of map search (docs/product/map-search.md): the `bbox`, `within` and `zoom` fields of the
 * queries and the answer of `GET /properties/map`. The parsers and messages are in map-area.ts (no zod).
 */
export * from './map-area.ts';

/** `bbox=` as a zod field: the text in, a Bbox out, the Spanish message on failure (absent: bboxRequired). */
export const bboxField = z
  .string({
    error: (issue) => (issue.input === undefined ? mapMessages.bboxRequired : mapMessages.invalidBbox),
  })
  .transform((text, ctx) => {
    const bbox = parseBbox(text);
    if (typeof bbox === 'string') {
      ctx.addIssue({ code: 'custom', message: bbox });
      return z.NEVER;
    }
    return bbox;
  });

/** `within=` as a zod field: the encoded polyline in, the open ring out. */
export const zoneField = z.string({ error: mapMessages.invalidZone }).transform((text, ctx) => {
  const zone = parseZone(text);
  if (typeof zone === 'string') {
    ctx.addIssue({ code: 'custom', message: zone });
    return z.NEVER;
  }
  return zone;
});

/** `zoom=`: an integer from MIN_MAP_ZOOM to MAX_MAP_ZOOM. */
export const zoomField = z.coerce
  .number({ error: mapMessages.invalidZoom })
  .int(mapMessages.invalidZoom)
  .min(MIN_MAP_ZOOM, mapMessages.invalidZoom)
  .max(MAX_MAP_ZOOM, mapMessages.invalidZoom);

/**
 * The cluster rule: with at most MAX_MAP_POINTS matches in the box, or from zoom POINTS_ZOOM up with at
 * most MAX_MAP_ITEMS, the map gets every property as a point; otherwise clusters, on a grid chosen so there
 * are never more than MAX_MAP_ITEMS of them.
 */
export const MAX_MAP_POINTS = 300;
export const POINTS_ZOOM = 16;
export const MAX_MAP_ITEMS = 500;
/** From this zoom up a point carries its property's outline, when it has one. */
export const OUTLINE_ZOOM = 15;

/** A group of nearby properties: how many, their average position and the box around them. */
export const mapClusterSchema = z.object({
  count: z.number().int(),
  lat: z.number(),
  lng: z.number(),
  /** [minLng, minLat, maxLng, maxLat] of the grouped points: the map zooms to it on click. */
  bounds: z.tuple([z.number(), z.number(), z.number(), z.number()]),
});

/**
 * One property on the map; price, currency and operation are its main offer's (main-offer.ts). A project
 * (on the project map, and among the properties of a "Comprar" map) says `kind: 'project'`: its page is
 * /proyecto/{slug}, its price its cheapest (matching) unit type's, its operation 'sale'.
 */
export const mapPointSchema = z.object({
  /** Absent for a property. */
  kind: z.literal('project').optional(),
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  lat: z.number(),
  lng: z.number(),
  price: z.number().nullable(),
  currency: z.enum(currencies).nullable(),
  operation: z.enum(listingOperations).nullable(),
  /** The main photo's thumbnail. */
  photoUrl: z.string().nullable(),
  /** The lot's outline ([lng, lat] corners, closed), from zoom OUTLINE_ZOOM up, when it has one. */
  outline: z.array(z.tuple([z.number(), z.number()])).optional(),
});

/**
 * `GET /properties/map`: `total` properties match the filters inside the box. `points` mode: every match is
 * a point. `clusters` mode: grid cells; when few match, the cells holding several properties, beside the
 * lone properties as points. Either way cluster counts plus `points.length` add up to the number of matches.
 * `total` is that number up to PageSizes.exactTotal (10,000); beyond, `total` is the limit and `total_is_exact`
 * false (a lower bound, as the listing's), while the clusters keep their own exact counts.
 */
export const mapResponseSchema = z.object({
  total: z.number().int(),
  total_is_exact: z.boolean().optional(),
  mode: z.enum(['clusters', 'points']),
  clusters: z.array(mapClusterSchema),
  points: z.array(mapPointSchema),
});

export type MapCluster = z.infer<typeof mapClusterSchema>;
export type MapPoint = z.infer<typeof mapPointSchema>;
export type MapResponse = z.infer<typeof mapResponseSchema>;

import { z } from 'zod';
import { projectCardSchema } from '../projects/project-schema.ts';
import { listingPaginationSchema, propertySummarySchema } from './property-schema.ts';

/*
 * The answer of `GET /properties` (docs/product/projects.md §2.6): the cards of the public listing, where a
 * sale search ("Comprar") holds published projects among the properties. Each item says its `kind`; a
 * property item is the property card as before (`kind: 'property'` added), a project item carries the
 * project's card under `project`, so a client that only knows properties can skip what it does not know.
 */

export const listingPropertyItemSchema = propertySummarySchema.extend({ kind: z.literal('property') });

export const listingProjectItemSchema = z.object({
  kind: z.literal('project'),
  /** The project's id and slug (its page is `/proyecto/{slug}`); ids are the projects' own, not properties'. */
  id: z.number().int(),
  slug: z.string(),
  project: projectCardSchema.extend({
    /**
     * The lowest price in soles among the unit types that match the search's bedrooms, area and price (what
     * the price sorts read); the card's `price_from_pen` is the cheapest of all its unit types.
     */
    matching_price_from_pen: z.string().nullable(),
  }),
});

export const publicListingItemSchema = z.discriminatedUnion('kind', [
  listingPropertyItemSchema,
  listingProjectItemSchema,
]);

/** `GET /properties`: `pagination` counts properties and projects alike. */
export const publicListingResponseSchema = z.object({
  properties: z.array(publicListingItemSchema),
  pagination: listingPaginationSchema,
});

export type ListingPropertyItem = z.infer<typeof listingPropertyItemSchema>;
export type ListingProjectItem = z.infer<typeof listingProjectItemSchema>;
export type PublicListingItem = z.infer<typeof publicListingItemSchema>;
export type PublicListingResponse = z.infer<typeof publicListingResponseSchema>;

import { z } from 'zod';
import { placeKinds, type PlaceSuggestion } from './place-kinds.ts';

/** The API's answer for one suggestion (GET /locations/places); the type lives with the search, zod-free. */
export const placeSuggestionSchema = z.object({
  kind: z.enum(placeKinds),
  label: z.string(),
  region: z.string(),
  province: z.string().optional(),
  district: z.string().optional(),
}) satisfies z.ZodType<PlaceSuggestion>;

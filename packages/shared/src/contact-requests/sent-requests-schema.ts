import { z } from 'zod';
import { paginationSchema } from '../properties/property-schema.ts';

/*
 * "Mis consultas" (docs/product/searcher-accounts.md): the contact requests a signed-in person sent, with
 * the property and whether it is still public, and whether the company has read it.
 */

export const sentContactRequestSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  created_at: z.string(),
  /** The company marked it read in its inbox. */
  read: z.boolean(),
  property: z.object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    /** False once the property stopped being public: the screen says 'Ya no disponible' and links nowhere. */
    available: z.boolean(),
  }),
});
export type SentContactRequest = z.infer<typeof sentContactRequestSchema>;

export const sentContactRequestListResponseSchema = z.object({
  contact_requests: z.array(sentContactRequestSchema),
  pagination: paginationSchema,
});
export type SentContactRequestList = z.infer<typeof sentContactRequestListResponseSchema>;

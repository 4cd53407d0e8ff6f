import { z } from 'zod';

/*
 * The Integraciones page's other answers (docs/product/partner-api.md): what the company's keys wrote.
 */

export const partnerActivityActions = ['created', 'updated', 'unchanged', 'archived'] as const;
export type PartnerActivityActionName = (typeof partnerActivityActions)[number];

export const partnerActivityLabels: Record<PartnerActivityActionName, string> = {
  created: 'Creó',
  updated: 'Actualizó',
  unchanged: 'Reenvió sin cambios',
  archived: 'Archivó',
};

export const partnerActivityEntrySchema = z.object({
  id: z.number(),
  action: z.enum(partnerActivityActions),
  reference: z.string(),
  property_id: z.number().nullable(),
  key_name: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type PartnerActivityEntry = z.infer<typeof partnerActivityEntrySchema>;

export const partnerActivityResponseSchema = z.object({ activity: z.array(partnerActivityEntrySchema) });

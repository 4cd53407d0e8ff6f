import { z } from 'zod';
import {
  findRegistryOffice,
  REGISTRY_OFFICES,
  registryLine,
  type RegistryOffice,
} from './registry-office-list.ts';

export { findRegistryOffice, REGISTRY_OFFICES, registryLine, type RegistryOffice };

const byCode = new Map(REGISTRY_OFFICES.map((office) => [office.code, office]));

export const registryMessages = {
  office: 'Oficina registral no válida: elige una de la lista de SUNARP',
  number: 'El número de partida registral debe tener exactamente 8 dígitos (solo números)',
  together: 'Indica la oficina registral y el número de partida juntos',
} as const;

/** The office: a code of the list; '' or null clears it. */
export const registryOfficeInputSchema = z
  .string({ error: registryMessages.office })
  .trim()
  .nullable()
  .transform((value) => (value === '' ? null : value))
  .refine((value) => value === null || byCode.has(value), { error: registryMessages.office });

/** The electronic record number: exactly 8 digits; '' or null clears it. */
export const registryNumberInputSchema = z
  .string({ error: registryMessages.number })
  .trim()
  .nullable()
  .transform((value) => (value === '' ? null : value))
  .refine((value) => value === null || /^\d{8}$/.test(value), { error: registryMessages.number });

/** The answer's `registry`: null when the property has none. */
export const propertyRegistrySchema = z
  .object({ office: z.string(), office_name: z.string(), zone: z.string(), number: z.string() })
  .nullable();
export type PropertyRegistry = z.infer<typeof propertyRegistrySchema>;
